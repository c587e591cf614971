import { CONTENT_LIST_LIMIT } from './constants';

/** The longest title of a content item. */
export const CONTENT_TITLE_MAX_LENGTH = 120;

/** Texts of the viewing content's administration (the console shows the server's message as it is). */
export const CONTENT_MSG = {
  contentNotFound: 'This content does not exist.',
  fileRequired: 'Choose an image or a video to upload.',
  fileType: 'Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
  fileTooLarge: 'The file is too large: images up to 5 MB, videos up to 50 MB.',
  titleTooLong: `The title is at most ${CONTENT_TITLE_MAX_LENGTH} characters.`,
  titleIsText: 'The title is text.',
  enabledInvalid: 'Enabled is true or false.',
  /** A member's `GET members/{id}/contents?limit=`. */
  limitInvalid: `limit must be a whole number from 1 to ${CONTENT_LIST_LIMIT}.`,
} as const;
