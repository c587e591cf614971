import type { MemberRef, ProfileCategory, ProfileView } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { averageRating } from './rating-average';

type Row = Record<string, unknown>;

/** The creators API's profile, from a profile row (ProfilesRepository.profile) and what the caller did. */
export function profileView(row: Row, caller: { id: string }, flags: { isRated: boolean; isFavourite: boolean }) {
  const isOwn = row.id === caller.id;
  const view: ProfileView = {
    id: row.id as string,
    name: row.name as string,
    role: row.role as string,
    ...(isOwn ? { email: row.email as string } : {}),
    ...profileFields(row),
    isRated: flags.isRated,
    isFavourite: flags.isFavourite,
    isOwn,
  };
  return view;
}

/** The profile's own fields of a row, shared by the creators API's view and the console's record. */
export function profileFields(
  row: Row,
): Omit<ProfileView, 'id' | 'name' | 'role' | 'email' | 'isRated' | 'isFavourite' | 'isOwn'> {
  return {
    category: row.category as ProfileCategory,
    bio: row.bio as string,
    image: (row.image as string | null) ?? null,
    backgroundImage: (row.background_image as string | null) ?? null,
    receiveMessage: row.receive_message as boolean,
    earnPerMessage: creditsToJson(BigInt(row.earn_per_message as string)),
    intros: row.intros as string,
    description: row.description as string,
    links: row.links as string,
    channels: row.channels as string,
    instagram: row.instagram as string,
    youtube: row.youtube as string,
    snapchat: row.snapchat as string,
    facebook: row.facebook as string,
    averageRating: averageRating(row.rating_sum as number, row.rating_count as number),
    ratingCount: row.rating_count as number,
  };
}

/** `MemberRef` from a row with id, name and image (null when the member has no profile row yet). */
export function memberRef(row: Row): MemberRef {
  return { id: row.id as string, name: row.name as string, userProfile: { image: (row.image as string) ?? null } };
}
