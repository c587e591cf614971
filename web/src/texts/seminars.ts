import type { MembershipLevelSlug } from '@earnwave/contracts';

/** A level as members read it: 'gold' → 'Gold'. */
export const levelName = (slug: MembershipLevelSlug | string) => slug.charAt(0).toUpperCase() + slug.slice(1);

/**
 * The seminar pages' texts. The spec gives none beyond the screens' parts (list, detail with
 * section cards, section page with a media player, a playlist and comments), so these are ours.
 */
export const SEMINAR_TEXT = {
  title: 'Seminars',
  noSeminars: 'No seminars yet',
  listFailed: 'Failed to load seminars.',
  seminarFailed: 'Failed to load the seminar.',
  seminarNotFound: 'This seminar does not exist.',
  sectionFailed: 'Failed to load the section.',
  sectionNotFound: 'This section does not exist.',
  sections: 'Sections',
  noSections: 'No sections yet',
  sectionCount: (count: number) => `${count} ${count === 1 ? 'section' : 'sections'}`,
  mediaCount: (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`,
  backToSeminars: 'Back to seminars',
  backToSeminar: (title: string) => `Back to ${title}`,
  playlist: 'Playlist',
  noMedia: 'No media in this section yet',
  locked: 'Locked',
  availableFrom: (level: MembershipLevelSlug | string) => `Available from ${levelName(level)}`,
  upgradeHint: 'Upgrade your membership to open it.',
  nowPlaying: 'Now playing',
  comments: 'Comments',
  noComments: 'No comments yet',
  commentPlaceholder: 'Write a comment',
  commentLabel: 'Your comment',
  postComment: 'Post comment',
  commentFailed: 'Failed to post the comment.',
  commentsFailed: 'Failed to load comments.',
  loadMore: 'Load more comments',
} as const;
