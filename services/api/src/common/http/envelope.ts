import type { SuccessEnvelope } from '@earnwave/contracts';
import { MSG } from '@earnwave/contracts';

/**
 * The success envelope. Fields the spec lists beside `data` (pagination.total, hasMore, page)
 * go in `siblings`.
 */
export function ok<T>(data: T, message: string = MSG.ok, siblings: Record<string, unknown> = {}): SuccessEnvelope<T> {
  return { success: true, message, data, ...siblings };
}
