/** How long a saved file's object URL lives: the browser has started saving it well before. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Hands `blob` to the browser as a file saved under `name`: a hidden link to an object URL,
 * clicked with `download`. The object URL is released once the browser has taken the file.
 */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}
