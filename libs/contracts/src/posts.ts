import { creditsRangeMsg, MONEY_LIMITS } from './money-bounds';
import type { MemberRef } from './profiles';

/**
 * Members' posts with likes and paid views (spec 2, 3, 5, 9; ARCHITECTURE.md, paid posts; the
 * creators API contract). Amounts are credits on the wire and micro-credits inside.
 */

export const POST_FILE_TYPES = ['image', 'video', 'audio'] as const;
export type PostFileType = (typeof POST_FILE_TYPES)[number];

/** The only post type the spec knows. */
export const POST_TYPE = 'file';

/** Bounds of the post form (the spec leaves them open). */
export const POST_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  targetViewMax: 100_000_000,
  hiddenReasonMax: 500,
} as const;

/** Post pages: default 10, at most 100. */
export const POST_PAGE_SIZE = 10;
export const POST_PAGE_MAX = 100;

/**
 * A post as the member's client reads it. `isLocked`: a paid post the caller neither wrote nor
 * bought; its file paths are null then. For paid, private or hidden posts `postFilePath` is a
 * short-lived signed link of the authorised media route; for free public ones the public path.
 * `isHidden` and `hiddenReason` (the moderator's words) are shown to the author and admins only.
 */
export interface PostView {
  id: string;
  memberId: string;
  member: MemberRef;
  title: string;
  description: string;
  postFilePath: string | null;
  postRelativePath: string | null;
  postFileType: PostFileType;
  postType: typeof POST_TYPE;
  costView: number;
  targetView: number;
  isPrivate: boolean;
  views: number;
  isLiked: boolean;
  likeCount: number;
  createdAt: string;
  isLocked: boolean;
  isHidden: boolean;
  hiddenReason?: string | null;
}

/** One entry of a post's view log. */
export interface PostViewLogEntry {
  viewer: MemberRef;
  createdAt: string;
  amountDeduct: number;
}

/** Texts of the post calls (the client shows the server's message as it is). */
export const POST_MSG = {
  created: 'Post created successfully!',
  updated: 'Post updated successfully!',
  deleted: 'Post deleted successfully.',
  listed: 'Posts.',
  details: 'Post details.',
  viewed: 'Post unlocked.',
  preview: 'Post.',
  confirmInvalid: 'confirm is true or false.',
  viewsListed: 'Post views.',
  liked: 'Like saved.',

  notFound: 'Post not found',
  memberNotFound: 'Member not found',
  notYours: 'You can only change your own posts.',
  adminNoPosts: 'Administrators do not post.',
  viewsNotYours: 'Only the author sees who viewed a post.',
  insufficientBalance: 'Insufficient balance to view this post. Buy credits and try again.',
  costViewRequired: 'Confirm the view cost you were shown (costView) to view a paid post.',
  costViewChanged: 'The view cost of this post has changed. Check the new price and confirm again.',

  titleRequired: 'Enter a title.',
  titleTooLong: `The title is at most ${POST_LIMITS.titleMax} characters.`,
  descriptionInvalid: `The description is text of at most ${POST_LIMITS.descriptionMax} characters.`,
  fileRequired: 'Upload a file for the post.',
  fileNotUploaded: 'Upload the file first: only images, videos or audio you uploaded can be used.',
  fileFixedOnceSold: 'This post was bought: its file can no longer be changed. Make a new post for new media.',
  filePathInvalid: 'The file path is text of at most 500 characters.',
  fileTypeInvalid: 'The file type is image, video or audio.',
  postTypeInvalid: "The post type is 'file'.",
  costViewInvalid: creditsRangeMsg('The view cost', 0, MONEY_LIMITS.postCostView),
  targetViewInvalid: `The target views are a whole number from 0 to ${POST_LIMITS.targetViewMax}.`,
  isPrivateInvalid: 'isPrivate is true or false.',
  categoryInvalid: 'The category is a word of at most 20 letters.',
  postIdInvalid: 'Give the id of a post.',
  isLikeInvalid: 'isLike is true or false.',

  alreadyHidden: 'This post is already hidden.',
  notHidden: 'This post is not hidden.',
  hiddenReasonRequired: 'Give a reason for hiding the post.',
  hiddenReasonTooLong: `The reason is at most ${POST_LIMITS.hiddenReasonMax} characters.`,
  hiddenNoticeTitle: 'Post hidden',
  hiddenNotice: (title: string, reason: string) => `Your post "${title}" was hidden by a moderator: ${reason}`,
} as const;
