import { levelRank, type MembershipLevelSlug } from '@earnwave/contracts';
import type { CommentRow, MediumRow, SectionRow, SeminarRow } from './infra/seminars.repository';

/**
 * Whose level opens a medium: a reader whose unexpired membership is at or above the medium's
 * required level (bronze < silver < gold < cash). `readerLevel` is null for a reader without an
 * unexpired membership, who opens nothing; administrators are passed as the top level.
 */
export function opensMedium(readerLevel: MembershipLevelSlug | null, requiredLevel: string): boolean {
  return readerLevel !== null && levelRank(requiredLevel) >= 0 && levelRank(readerLevel) >= levelRank(requiredLevel);
}

/**
 * The address a browser loads a stored file from (`<img>`, `<video>`, `<audio>`): uploads and
 * shipped assets are both served by the API at `/{path}`.
 */
export function fileUrl(path: string | null, webOrigin: string): string | null {
  return path ? `${webOrigin}/${path}` : null;
}

/** Spec 3's Seminar, with what its card shows: how many sections and the first section's banner. */
export function seminarView(row: SeminarRow, webOrigin: string) {
  return {
    id: row.id,
    title: row.title,
    titleBlock: row.title_block,
    descriptionBlock: row.description_block,
    sectionCount: row.section_count,
    coverImage: fileUrl(row.cover_image, webOrigin),
    createdAt: row.created_at.toISOString(),
  };
}

/** Spec 3's Section; `bannerImage` is the address of the picture. */
export function sectionView(row: SectionRow, webOrigin: string) {
  return {
    id: row.id,
    seminarId: row.seminar_id,
    title: row.title,
    description: row.description,
    bannerImage: fileUrl(row.banner_image, webOrigin),
    mediaCount: row.media_count,
  };
}

/**
 * Spec 3's Media. A medium the reader's level does not open answers no path, only the level that
 * opens it (`requiredLevel`), so the client can say 'Available from Gold'. `linkOf` gives the
 * address of a file the reader may open.
 */
export function mediaView(
  row: Pick<MediumRow, 'id' | 'section_id' | 'title' | 'mime' | 'path' | 'required_level'>,
  readerLevel: MembershipLevelSlug | null,
  linkOf: (path: string) => string,
) {
  const requiredLevel = row.required_level as MembershipLevelSlug;
  const hasAccess = opensMedium(readerLevel, requiredLevel);
  return {
    id: row.id,
    sectionId: row.section_id,
    title: row.title,
    mime: row.mime,
    path: hasAccess ? linkOf(row.path) : null,
    hasAccess,
    requiredLevel,
  };
}

/**
 * Spec 3's Comment with its author (`member`, shaped like the other member references: the
 * profile image is the stored relative path, as the profile calls answer it).
 */
export function commentView(row: CommentRow) {
  return {
    id: row.id,
    text: row.text,
    memberId: row.member_id,
    sectionId: row.section_id,
    createdAt: row.created_at.toISOString(),
    member: {
      id: row.member_id,
      name: row.member_name,
      userProfile: { image: row.member_image ?? null },
    },
  };
}
