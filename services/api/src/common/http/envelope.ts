import type { SuccessEnvelope } from '@earnwave/contracts';
import { MSG } from '@earnwave/contracts';

/**
 * The success envelope. Fields the spec lists beside `data` (pagination.total, hasMore, page)
 * go in `siblings`; their type stays in the answer's, so the OpenAPI document shows them.
 */
export function ok<T, S extends Record<string, unknown> = Record<never, never>>(
  data: T,
  message: string = MSG.ok,
  siblings: S = {} as S,
): SuccessEnvelope<T> & S {
  return { success: true, message, data, ...siblings };
}
