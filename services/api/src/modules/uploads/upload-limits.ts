import type { AppConfig } from '@earnwave/config';
import type { UploadKind } from '@earnwave/contracts';

const MB = 1024 * 1024;

/** The largest upload of a kind, in bytes. */
export function uploadLimitBytes(config: AppConfig, kind: UploadKind): number {
  return config.uploadLimitsMb[kind] * MB;
}

/** The largest upload of any kind: what the multipart parser lets through before the bytes are checked. */
export function largestUpload(config: AppConfig): { kind: UploadKind; bytes: number } {
  const kind = (Object.keys(config.uploadLimitsMb) as UploadKind[]).reduce((largest, candidate) =>
    config.uploadLimitsMb[candidate] > config.uploadLimitsMb[largest] ? candidate : largest,
  );
  return { kind, bytes: uploadLimitBytes(config, kind) };
}
