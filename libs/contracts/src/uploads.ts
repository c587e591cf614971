/**
 * Files members upload (`POST uploads`): what kinds exist and how large each may be. The limits
 * are configurable (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_AUDIO_MB, UPLOAD_MAX_VIDEO_MB); these are the
 * defaults.
 */
export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_LIMIT_DEFAULT_MB: Record<UploadKind, number> = { image: 5, audio: 20, video: 100 };

/** What a refused upload says, for its kind and that kind's limit in MB. */
export function uploadTooLarge(kind: UploadKind, megabytes: number): string {
  return kind === 'image'
    ? `The image is too large: images are at most ${megabytes} MB.`
    : `The file is too large: ${kind === 'video' ? 'videos' : 'audio files'} are at most ${megabytes} MB.`;
}
