import { levelRank, type MembershipLevelSlug } from '@earnwave/contracts';

type Row = Record<string, unknown>;

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

const iso = (value: unknown) => (value as Date).toISOString();

/** Spec 3's Seminar, with what its card shows: how many sections and the first section's banner. */
export function seminarView(row: Row, webOrigin: string) {
  return {
    id: row.id as string,
    title: row.title as string,
    titleBlock: row.title_block as string,
    descriptionBlock: row.description_block as string,
    sectionCount: row.section_count as number,
    coverImage: fileUrl(row.cover_image as string | null, webOrigin),
    createdAt: iso(row.created_at),
  };
}

/** Spec 3's Section; `bannerImage` is the address of the picture. */
export function sectionView(row: Row, webOrigin: string) {
  return {
    id: row.id as string,
    seminarId: row.seminar_id as string,
    title: row.title as string,
    description: row.description as string,
    bannerImage: fileUrl(row.banner_image as string | null, webOrigin),
    mediaCount: row.media_count as number,
  };
}

/**
 * Spec 3's Media. A medium the reader's level does not open answers no path, only the level that
 * opens it (`requiredLevel`), so the client can say 'Available from Gold'. `linkOf` gives the
 * address of a file the reader may open.
 */
export function mediaView(row: Row, readerLevel: MembershipLevelSlug | null, linkOf: (path: string) => string) {
  const requiredLevel = row.required_level as MembershipLevelSlug;
  const hasAccess = opensMedium(readerLevel, requiredLevel);
  return {
    id: row.id as string,
    sectionId: row.section_id as string,
    title: row.title as string,
    mime: row.mime as string,
    path: hasAccess ? linkOf(row.path as string) : null,
    hasAccess,
    requiredLevel,
  };
}

/**
 * Spec 3's Comment with its author (`member`, shaped like the other member references: the
 * profile image is the stored relative path, as the profile calls answer it).
 */
export function commentView(row: Row) {
  return {
    id: row.id as string,
    text: row.text as string,
    memberId: row.member_id as string,
    sectionId: row.section_id as string,
    createdAt: iso(row.created_at),
    member: {
      id: row.member_id as string,
      name: row.member_name as string,
      userProfile: { image: (row.member_image as string | null) ?? null },
    },
  };
}
