/**
 * Files members upload (`POST uploads`): what kinds exist and how large each may be. The limits
 * are configurable (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_AUDIO_MB, UPLOAD_MAX_VIDEO_MB); these are the
 * defaults.
 */
export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_LIMIT_DEFAULT_MB: Record<UploadKind, number> = { image: 5, audio: 20, video: 100 };

/** What one member may upload in a UTC day, all files together (UPLOAD_DAILY_QUOTA_MB); administrators are exempt. */
export const UPLOAD_DAILY_QUOTA_DEFAULT_MB = 500;

/** What a refused upload says, for its kind and that kind's limit in MB. */
export function uploadTooLarge(kind: UploadKind, megabytes: number): string {
  return kind === 'image'
    ? `The image is too large: images are at most ${megabytes} MB.`
    : `The file is too large: ${kind === 'video' ? 'videos' : 'audio files'} are at most ${megabytes} MB.`;
}

export const UPLOAD_MSG = {
  /** The types members upload; SVG and the other audio and video formats are for administrators. */
  fileType: 'Upload a PNG, JPEG, GIF or WebP image, an MP4 or WebM video, or MP3, M4A or WebM audio.',
  /** Everything an administrator may upload. */
  anyFileType:
    'Upload a PNG, JPEG, GIF, WebP or SVG image, an MP4, WebM or Ogg video, or MP3, M4A, AAC, Ogg, Opus, WAV, FLAC or WebM audio.',
  svgTooLarge: (kilobytes: number) => `The SVG picture is too large: SVG pictures are at most ${kilobytes} KB.`,
  /** A paid post's signed media link that expired or was altered. */
  mediaLinkInvalid: 'This media link has expired or is not valid. Open the post again.',
  dailyQuota: (megabytes: number) =>
    `You have reached today's upload allowance of ${megabytes} MB. Uploads open again at midnight UTC.`,
} as const;
