import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { saveBlob } from '../services/save-blob';
import { toast } from '../services/toast';
import { TEXT } from '../texts';

/**
 * Fetches `url` as a blob and saves it as `name`. The file is fetched, not linked: a signed media
 * link or another origin would otherwise open in the tab instead of being saved under its name.
 */
export async function saveFile(url: string, name: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  saveBlob(await response.blob(), name);
}

/** The name a stored file is saved under: `base` (a post's title) with the file's extension, else the file's own name. */
export function downloadName(path: string, base?: string): string {
  const file = path.split(/[?#]/)[0].split('/').pop() || 'download';
  if (!base?.trim()) return file;
  const extension = /\.[a-z0-9]{1,8}$/i.exec(file)?.[0] ?? '';
  return `${base.trim()}${extension}`;
}

/**
 * A download action for a stored file (spec 8): the file is saved under `name`, or 'Download
 * failed. Check CORS settings or the file URL.' says why not.
 */
export function DownloadButton({
  url,
  name,
  ...button
}: { url: string; name: string } & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveFile(url, name);
    } catch {
      toast.error(TEXT.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      aria-label={`${TEXT.download} ${name}`}
      {...button}
      onClick={() => void download()}
      loading={busy}
    >
      {TEXT.download}
    </Button>
  );
}
