import { creditsRangeMsg, MONEY_LIMITS } from './money-bounds';

/**
 * Creator profiles, ratings, favourites and member search (spec 2 Profile and settings, 3 Profile,
 * Favourite, Rating and Category values, 5, 9). Constants by the spec's names; the bounds the spec
 * leaves open are ours.
 */

/** Category values (spec 3). The client's 'Xrated' option carries the value `user`. */
export const PROFILE_CATEGORIES = [
  'business',
  'coach',
  'creator',
  'dating',
  'famous',
  'freelancer',
  'fundme',
  'host',
  'influencer',
  'user',
] as const;
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];
export const DEFAULT_PROFILE_CATEGORY: ProfileCategory = 'user';

/** The social pages a profile links to (spec 3): http(s) addresses or empty. */
export const PROFILE_SOCIAL_PAGES = ['instagram', 'youtube', 'snapchat', 'facebook'] as const;
export type ProfileSocialPage = (typeof PROFILE_SOCIAL_PAGES)[number];

/** Bounds of the profile's fields (the spec leaves them open). */
export const PROFILE_LIMITS = {
  bioMax: 1000,
  introsMax: 1000,
  descriptionMax: 5000,
  /** links and channels: the whole comma-separated list, after trimming. */
  listMax: 2000,
  socialMax: 300,
} as const;

/** Favourites, member search and received gifts pages. */
export const PROFILE_PAGE_SIZE = 10;
export const PROFILE_PAGE_MAX = 50;

/** `MemberRef` of the creators API: who wrote, favours or is favoured. */
export interface MemberRef {
  id: string;
  name: string;
  userProfile: { image: string | null };
}

/** `GET members/get/profile/{id}` (image paths are upload relative paths; credits as numbers). */
export interface ProfileView {
  id: string;
  name: string;
  role: string;
  /** Only on the caller's own profile. */
  email?: string;
  category: ProfileCategory;
  bio: string;
  image: string | null;
  backgroundImage: string | null;
  receiveMessage: boolean;
  earnPerMessage: number;
  intros: string;
  description: string;
  links: string;
  channels: string;
  instagram: string;
  youtube: string;
  snapchat: string;
  facebook: string;
  /** round(sum / count, 2); 0 when unrated. */
  averageRating: number;
  ratingCount: number;
  isRated: boolean;
  isFavourite: boolean;
  isOwn: boolean;
}

/** An item of `GET favourites` and `GET favourites/favourite-by`. */
export interface FavouriteItem {
  memberId: string;
  isFavourite: true;
  member: MemberRef;
}

/** An item of `GET members/gifts/received`: a gift to the caller, its amount in credits. */
export interface ReceivedGiftItem {
  id: string;
  amount: number;
  /** ISO instant. */
  createdAt: string;
  sender: MemberRef;
}

/** An item of `GET users/search/users`; `email` only when searched by that exact address. */
export interface MemberSearchItem {
  id: string;
  name: string;
  email?: string;
  category: ProfileCategory;
  userProfile: { image: string | null };
}

/** Texts of the profile calls (the client shows the server's message as it is). */
export const PROFILE_MSG = {
  profile: 'Profile.',
  memberNotFound: 'Member not found',
  updated: 'Profile updated successfully!',
  adminNoProfile: 'Administrators do not keep a member profile, rate or favour members.',

  categoryInvalid: `Choose one of the categories: ${PROFILE_CATEGORIES.join(', ')}.`,
  textInvalid: (field: string) => `${field} must be text.`,
  textTooLong: (field: string, max: number) => `${field} is at most ${max} characters.`,
  socialInvalid: 'Enter a web address starting with http:// or https://, or leave it empty.',
  receiveMessageInvalid: 'receiveMessage must be true or false.',
  /** Earn Per Message is at least 0 (spec 9); its bound is a typing slip's. */
  earnPerMessageInvalid: creditsRangeMsg('Earn per message', 0, MONEY_LIMITS.earnPerMessage),
  imageInvalid: 'Upload the image first: only image files you uploaded can be used.',

  ratingInvalid: 'A rating is a whole number of stars from 1 to 5.',
  ratingReceiverInvalid: 'Choose the member to rate.',
  ratingSubmitted: 'Rating Submitted',
  ratedAlready: 'You have already rated this member.',
  ratingOneself: 'You cannot rate yourself.',

  favouriteMemberInvalid: 'Choose the member.',
  favouriteFlagInvalid: 'isFavourite must be true or false.',
  favouriteOneself: 'You cannot add yourself to your favourites.',
  favouriteUpdated: 'Favorite status updated successfully!',
  favourites: 'Favourites.',

  searchNameInvalid: 'The name to search is text of at most 80 characters.',
  searchEmailInvalid: 'The e-mail to search is text of at most 254 characters.',
  searchDone: 'Members.',
} as const;
