import type { WireData, WireSchema } from '@earnwave/contracts';
import { api } from './client';

/**
 * The seminar calls (spec 7, seminars), typed from the API's OpenAPI document. File addresses
 * (`coverImage`, `bannerImage`, a medium's `path`) are absolute URLs that work in `<img>`,
 * `<video>` and `<audio>`.
 */

/** Spec 3's Seminar, with what its card shows (`coverImage`: the first section's banner, if any). */
export type Seminar = WireData<'SeminarsController_list'>[number];

/** Spec 3's Section. */
export type SeminarSection = WireData<'SeminarsController_sections'>[number];

/** `GET /seminar-sections/{id}` also names the seminar. */
export type SeminarSectionDetails = WireData<'SeminarsController_section'>;

/** Spec 3's Media: a locked one (hasAccess false) has no path, only the level that opens it. */
export type SeminarMedia = WireData<'SeminarsController_media'>[number];

/** A page of spec 3's Comments, each with its author. */
export type CommentPage = WireSchema<'CommentPage'>;

/** Spec 3's Comment, with its author. */
export type SeminarComment = CommentPage['items'][number];

export const SeminarsApi = {
  seminars: (signal?: AbortSignal) => api.get<Seminar[]>('/seminars', { signal }),
  seminar: (id: string, signal?: AbortSignal) => api.get<Seminar>(`/seminars/${encodeURIComponent(id)}`, { signal }),
  sections: (seminarId: string, signal?: AbortSignal) =>
    api.get<SeminarSection[]>(`/seminars/${encodeURIComponent(seminarId)}/sections`, { signal }),
  section: (id: string, signal?: AbortSignal) =>
    api.get<SeminarSectionDetails>(`/seminar-sections/${encodeURIComponent(id)}`, { signal }),
  media: (sectionId: string, signal?: AbortSignal) =>
    api.get<SeminarMedia[]>(`/seminar-sections/${encodeURIComponent(sectionId)}/media`, { signal }),
  comments: (sectionId: string, page = 1, limit = 10, signal?: AbortSignal) =>
    api.get<CommentPage>(`/comments/${encodeURIComponent(sectionId)}?page=${page}&limit=${limit}`, { signal }),
  comment: (body: { memberId: string; sectionId: string; text: string }) => api.post<SeminarComment>('/comments', body),
};
