import type { Profile, ReceivedGift, UserPost } from '../../services/api';
import { MEMBER } from '../../test/render';

/** Test data of the creators screens, in the API's shapes. */
export const OTHER_ID = '5d6c7b8a-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

export function profileOf(patch: Partial<Profile> = {}): Profile {
  return {
    id: MEMBER.id,
    name: MEMBER.name,
    email: MEMBER.email,
    role: 'member',
    category: 'creator',
    bio: 'I make short films.',
    image: 'uploads/2026/11/avatar.png',
    backgroundImage: 'uploads/2026/11/cover.png',
    receiveMessage: true,
    earnPerMessage: 0.5,
    intros: 'Hello there',
    description: 'Films and <b>music</b>',
    links: 'https://films.example.com,https://blog.example.com',
    channels: 'films,music',
    instagram: 'https://instagram.com/ada',
    youtube: '',
    snapchat: 'https://snapchat.com/add/ada',
    facebook: 'https://facebook.com/ada',
    averageRating: 3.5,
    ratingCount: 2,
    isRated: false,
    isFavourite: false,
    isOwn: true,
    ...patch,
  };
}

export const otherProfile = (patch: Partial<Profile> = {}) =>
  profileOf({ id: OTHER_ID, name: 'Bea Creator', email: undefined, isOwn: false, ...patch });

export function postOf(patch: Partial<UserPost> = {}): UserPost {
  return {
    id: 'p1',
    memberId: OTHER_ID,
    member: { id: OTHER_ID, name: 'Bea Creator', userProfile: { image: null } },
    title: 'Sunset',
    description: 'A sunset over the sea.',
    postFilePath: 'http://localhost:5173/uploads/2026/11/sunset.png',
    postRelativePath: 'uploads/2026/11/sunset.png',
    postFileType: 'image',
    postType: 'file',
    costView: 0,
    targetView: 0,
    isPrivate: false,
    views: 0,
    isLiked: false,
    likeCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    isLocked: false,
    isHidden: false,
    ...patch,
  };
}

export function giftOf(patch: Partial<ReceivedGift> = {}): ReceivedGift {
  return {
    id: 'g1',
    amount: 2.5,
    createdAt: '2026-11-20T10:00:00.000Z',
    sender: { id: OTHER_ID, name: 'Bea Creator', userProfile: { image: 'uploads/2026/11/bea.png' } },
    ...patch,
  };
}

export const page = <T>(items: T[], totalPages = items.length ? 1 : 0, pageNo = 1) => ({
  data: { items, pagination: { page: pageNo, limit: 10, total: items.length, totalPages } },
});
