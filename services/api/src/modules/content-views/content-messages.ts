/** Texts of the viewing content's administration (the console shows the server's message as it is). */
export const CONTENT_MSG = {
  contentNotFound: 'This content does not exist.',
  fileRequired: 'Choose an image or a video to upload.',
  fileType: 'Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
  fileTooLarge: 'The file is too large: images up to 5 MB, videos up to 50 MB.',
} as const;
