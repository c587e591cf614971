import { vi } from 'vitest';

/**
 * Files the page saves (a link to an object URL, clicked with `download`), recorded instead of
 * navigated to (jsdom has neither object URLs nor downloads): each saved name with its blob.
 */
export function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const href = `blob:http://web.test/${blobs.size + 1}`;
      blobs.set(href, blob);
      return href;
    },
    revokeObjectURL: (href: string) => blobs.delete(href),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ name: this.download, blob });
  });
  return saved;
}
