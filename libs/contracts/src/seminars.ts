/** Texts of the seminar calls (the spec shows none; the client shows the server's message as it is). */
export const SEMINAR_MSG = {
  listed: 'Seminars.',
  details: 'Seminar.',
  sections: 'Seminar sections.',
  section: 'Seminar section.',
  media: 'Section media.',
  comments: 'Comments.',
  commented: 'Comment posted.',
  seminarNotFound: 'This seminar does not exist.',
  sectionNotFound: 'This section does not exist.',
  mediaNotFound: 'This medium does not exist.',
  readerInactive: 'Activate a membership to watch seminars.',
  commentForOthers: 'You can only comment as yourself.',
  commentRequired: 'Write a comment first.',
  commentTooLong: 'A comment is at most 2000 characters.',
  commentIsText: 'A comment is text.',
  memberIdInvalid: 'memberId must be your member id.',
  sectionIdInvalid: 'sectionId must be the id of a section.',
  emptyUpdate: 'Change at least one field.',
  titleRequired: 'The title is required.',
  titleTooLong: 'The title is at most 200 characters.',
  titleBlockTooLong: 'The title block is at most 500 characters.',
  textTooLong: 'The text is at most 5000 characters.',
  isText: 'This field is text.',
  sortOrderInvalid: 'The order is a whole number from 0 to 100000.',
  seminarIdInvalid: 'Choose an existing seminar.',
  sectionIdRequired: 'Choose an existing section.',
  pathInvalid: 'Give the relative path of an uploaded file (uploads/...) or a shipped one (assets/...).',
  pathUnknown: 'No such file was uploaded.',
  bannerNotImage: 'The banner must be an image.',
  mimeInvalid: 'The mime type is image/..., video/... or audio/... (e.g. video/mp4).',
  mimeMismatch: 'The mime type does not match the file: it is',
  levelInvalid: 'The required level is one of: bronze, silver, gold, cash.',
} as const;

/** Comment text bounds (after trimming) and the comment page sizes. */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_PAGE_MAX = 50;

/** A medium's mime type that does not fit its file, which is of this kind (image, video, audio). */
export function mimeMismatchMsg(kind: string): string {
  return `${SEMINAR_MSG.mimeMismatch} ${kind}.`;
}
