import type { AppConfig } from '@earnwave/config';
import { UPLOAD_MSG, uploadTooLarge, type UploadKind } from '@earnwave/contracts';
import { MEDIA_TYPES, SVG_MAX_BYTES, type MediaType } from '../../common/storage/media-type';

const MB = 1024 * 1024;

/** The largest upload of a kind, in bytes. */
export function uploadLimitBytes(config: AppConfig, kind: UploadKind): number {
  return config.uploadLimitsMb[kind] * MB;
}

export interface UploadLimit {
  bytes: number;
  /** What a larger file's refusal says. */
  message: string;
}

/**
 * The largest upload of a type: its kind's (UPLOAD_MAX_{IMAGE,AUDIO,VIDEO}_MB), and for an SVG,
 * whose text is checked whole in memory, at most SVG_MAX_BYTES.
 */
export function uploadLimit(config: AppConfig, type: MediaType): UploadLimit {
  const bytes = uploadLimitBytes(config, type.kind);
  if (type === MEDIA_TYPES.svg && bytes > SVG_MAX_BYTES) {
    return { bytes: SVG_MAX_BYTES, message: UPLOAD_MSG.svgTooLarge(SVG_MAX_BYTES / 1024) };
  }
  return { bytes, message: uploadTooLarge(type.kind, config.uploadLimitsMb[type.kind]) };
}
