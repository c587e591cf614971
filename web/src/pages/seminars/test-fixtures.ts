import type { Seminar, SeminarComment, SeminarMedia, SeminarSection } from '../../services/api';
import { MEMBER } from '../../test/render';

/** Test data of the seminar pages, shaped as the API's seminar views answer them. */

export function seminar(n: number, patch: Partial<Seminar> = {}): Seminar {
  return {
    id: `seminar-${n}`,
    title: `Seminar ${n}`,
    titleBlock: `Title block ${n}`,
    descriptionBlock: `Description block ${n}`,
    sectionCount: 2,
    coverImage: `http://web.test/assets/landing/cover-${n}.svg`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

export function section(n: number, patch: Partial<SeminarSection> = {}): SeminarSection {
  return {
    id: `section-${n}`,
    seminarId: 'seminar-1',
    title: `Section ${n}`,
    description: `About section ${n}`,
    bannerImage: `http://web.test/uploads/2026/11/banner-${n}.png`,
    mediaCount: 3,
    ...patch,
  };
}

export function medium(n: number, patch: Partial<SeminarMedia> = {}): SeminarMedia {
  return {
    id: `media-${n}`,
    sectionId: 'section-1',
    title: `Lesson ${n}`,
    mime: 'video/webm',
    path: `http://web.test/uploads/2026/11/lesson-${n}.webm`,
    hasAccess: true,
    requiredLevel: 'bronze',
    ...patch,
  };
}

export const locked = (n: number, requiredLevel: SeminarMedia['requiredLevel'], patch: Partial<SeminarMedia> = {}) =>
  medium(n, { path: null, hasAccess: false, requiredLevel, ...patch });

export function comment(n: number, patch: Partial<SeminarComment> = {}): SeminarComment {
  return {
    id: `comment-${n}`,
    text: `Comment ${n}`,
    memberId: 'someone',
    sectionId: 'section-1',
    createdAt: `2026-11-2${n % 10}T10:00:00.000Z`,
    member: { id: 'someone', name: `Member ${n}`, userProfile: { image: null } },
    ...patch,
  };
}

export const commentPage = (items: SeminarComment[], total = items.length, page = 1, limit = 10) => ({
  data: { items, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } },
});

export const ownComment = (text: string): SeminarComment =>
  comment(99, {
    id: 'comment-new',
    text,
    memberId: MEMBER.id,
    member: { id: MEMBER.id, name: MEMBER.name, userProfile: { image: null } },
  });
