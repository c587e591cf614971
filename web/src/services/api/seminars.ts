import type { MembershipLevelSlug } from '@earnwave/contracts';
import { api, type Paged } from './client';

/**
 * The seminar calls (spec 7, seminars), typed from the API's views
 * (services/api/src/modules/seminars/seminar-views.ts). File addresses (`coverImage`,
 * `bannerImage`, a medium's `path`) are absolute URLs that work in `<img>`, `<video>` and `<audio>`.
 */

/** Spec 3's Seminar, with what its card shows. */
export interface Seminar {
  id: string;
  title: string;
  titleBlock: string;
  descriptionBlock: string;
  sectionCount: number;
  /** The first section's banner, if any. */
  coverImage: string | null;
  createdAt: string;
}

/** Spec 3's Section. */
export interface SeminarSection {
  id: string;
  seminarId: string;
  title: string;
  description: string;
  bannerImage: string | null;
  mediaCount: number;
}

/** `GET /seminar-sections/{id}` also names the seminar. */
export interface SeminarSectionDetails extends SeminarSection {
  seminarTitle: string;
}

/** Spec 3's Media: a locked one (hasAccess false) has no path, only the level that opens it. */
export interface SeminarMedia {
  id: string;
  sectionId: string;
  title: string;
  mime: string;
  path: string | null;
  hasAccess: boolean;
  requiredLevel: MembershipLevelSlug;
}

/** Spec 3's Comment, with its author. */
export interface SeminarComment {
  id: string;
  text: string;
  memberId: string;
  sectionId: string;
  createdAt: string;
  member: { id: string; name: string; userProfile: { image: string | null } };
}

export type CommentPage = Paged<SeminarComment>;

export const SeminarsApi = {
  seminars: () => api.get<Seminar[]>('/seminars'),
  seminar: (id: string) => api.get<Seminar>(`/seminars/${encodeURIComponent(id)}`),
  sections: (seminarId: string) => api.get<SeminarSection[]>(`/seminars/${encodeURIComponent(seminarId)}/sections`),
  section: (id: string) => api.get<SeminarSectionDetails>(`/seminar-sections/${encodeURIComponent(id)}`),
  media: (sectionId: string) => api.get<SeminarMedia[]>(`/seminar-sections/${encodeURIComponent(sectionId)}/media`),
  comments: (sectionId: string, page = 1, limit = 10) =>
    api.get<CommentPage>(`/comments/${encodeURIComponent(sectionId)}?page=${page}&limit=${limit}`),
  comment: (body: { memberId: string; sectionId: string; text: string }) => api.post<SeminarComment>('/comments', body),
};
