import {
  PROFILE_CATEGORIES,
  type FavouriteItem,
  type MemberRef,
  type MemberSearchItem,
  type PostFileType,
  type PostView,
  type PostViewLogEntry,
  type ProfileCategory,
  type ProfileView,
  type ReceivedGiftItem,
  type WireData,
  type WireSchema,
} from '@earnwave/contracts';
import { api } from './client';

/**
 * Creators (issue 8): profiles, ratings, favourites, member search, gifts, the chat start and
 * posts with paid views, typed after the creators API contract. Credits are JSON numbers; images
 * and files are upload relative paths (shown at `/${relativePath}`).
 */

/** Profile categories (spec 3). */
export const CATEGORIES = PROFILE_CATEGORIES;
export type Category = ProfileCategory;
export type { MemberRef };

/** `GET members/get/profile/{id}` (email only on one's own profile). */
export type Profile = ProfileView;

/** The fields `PUT members/update/profile` takes (any subset). */
export type ProfileUpdate = Partial<
  Pick<
    Profile,
    | 'name'
    | 'category'
    | 'bio'
    | 'image'
    | 'backgroundImage'
    | 'receiveMessage'
    | 'earnPerMessage'
    | 'intros'
    | 'description'
    | 'links'
    | 'channels'
    | 'instagram'
    | 'youtube'
    | 'snapchat'
    | 'facebook'
  >
>;

export type RatingAnswer = WireSchema<'RatingResult'>;

export type Favourite = FavouriteItem;
/** A gift the caller received: who sent it and how many credits. */
export type ReceivedGift = ReceivedGiftItem;
export type MemberSearchHit = MemberSearchItem;

export type { PostFileType };

/**
 * A user post (spec 3). `isLocked`: a paid post the caller has not bought, its file paths null;
 * `isHidden` and `hiddenReason`: hidden by a moderator (shown to the author).
 */
export type UserPost = PostView;

/** What create and update take. */
export interface PostPayload {
  title: string;
  description: string;
  postFilePath: string;
  postType: 'file';
  postRelativePath: string;
  postFileType: PostFileType;
  costView: number;
  targetView: number;
  isPrivate: boolean;
}

/** One entry of a post's view log. */
export type PostViewEntry = PostViewLogEntry;

export type LikeAnswer = WireData<'PostsController_like'>;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, `${value}`);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const CreatorsApi = {
  // Profiles, ratings, favourites, search
  profile: (id: string, signal?: AbortSignal) =>
    api.get<Profile>(`/members/get/profile/${encodeURIComponent(id)}`, { signal }),
  updateProfile: (body: ProfileUpdate) => api.put<Profile>('/members/update/profile', body),
  rate: (receiverMemberId: string, averageRating: number) =>
    api.post<RatingAnswer>('/ratings/create', { receiverMemberId, averageRating }),
  setFavourite: (memberId: string, isFavourite: boolean) =>
    api.put<WireData<'RatingsFavouritesController_setFavourite'>>('/favourites/update-status', {
      memberId,
      isFavourite,
    }),
  favourites: (page = 1, limit = 10, signal?: AbortSignal) =>
    api.get<WireData<'RatingsFavouritesController_favourites'>>(`/favourites${query({ page, limit })}`, { signal }),
  favouredBy: (page = 1, limit = 10, signal?: AbortSignal) =>
    api.get<WireData<'RatingsFavouritesController_favouriteBy'>>(`/favourites/favourite-by${query({ page, limit })}`, {
      signal,
    }),
  searchMembers: (name: string) => api.get<MemberSearchHit[]>(`/users/search/users${query({ name })}`),

  // Money between members and the chat start
  sendGift: (receiverId: string, sendGiftAmount: number) =>
    api.post<WireData<'WalletController_sendGift'>>(
      '/members/send-gift',
      { receiverId, sendGiftAmount },
      { idempotent: true },
    ),
  /** The caller's own received gifts, newest first. */
  receivedGifts: (page: number, limit: number, signal?: AbortSignal) =>
    api.get<WireData<'WalletController_receivedGifts'>>(`/members/gifts/received${query({ page, limit })}`, { signal }),
  startChat: (receiverId: string) => api.post<WireData<'ChatController_start'>>('/chat/start', { receiverId }),

  // Posts
  createPost: (body: PostPayload) => api.post<UserPost>('/user-posts/create', body),
  updatePost: (id: string, body: PostPayload) => api.put<UserPost>(`/user-posts/update/${id}`, body),
  deletePost: (id: string) => api.delete<WireData<'PostsController_remove'>>(`/user-posts/delete/${id}`),
  /** The Lounge feed: public posts of all members, newest first. */
  feed: (params: { category?: string; page: number; limit: number }, signal?: AbortSignal) =>
    api.get<WireData<'PostsController_feed'>>(`/user-posts/posts${query(params)}`, { signal }),
  /** The caller's own posts, private ones included. */
  myPosts: (page: number, limit: number, signal?: AbortSignal) =>
    api.get<WireData<'PostsController_ownPosts'>>(`/user-posts/get-all${query({ page, limit })}`, { signal }),
  memberPosts: (memberId: string, page: number, limit: number, signal?: AbortSignal) =>
    api.get<WireData<'PostsController_memberPosts'>>(
      `/user-posts/posts/${encodeURIComponent(memberId)}${query({ page, limit })}`,
      { signal },
    ),
  post: (id: string, signal?: AbortSignal) => api.get<UserPost>(`/user-posts/get/${id}`, { signal }),
  /**
   * A post to view; with `costView` (the price the member confirmed), pays it once, only if it is
   * still the price (else 409 with the price now: see changedPrice). A money call: it carries an
   * Idempotency-Key and is never cancelled (`signal` is for the unpaid read only), so the member
   * always sees the answer to what they paid.
   */
  viewPost: (id: string, costView?: number, signal?: AbortSignal) =>
    api
      .get<WireData<'PostsController_view'>>(
        `/user-posts/view/${encodeURIComponent(id)}${costView === undefined ? '' : query({ confirm: 'true', costView })}`,
        costView === undefined ? { signal } : { idempotent: true },
      )
      .then((answer) => answer.data),
  postViews: (id: string, page: number, limit: number, signal?: AbortSignal) =>
    api.get<WireData<'PostsController_views'>>(`/user-posts/${id}/views${query({ page, limit })}`, { signal }),
  like: (postId: string, isLike: boolean) => api.post<LikeAnswer>('/user-posts/add-like', { postId, isLike }),
};
