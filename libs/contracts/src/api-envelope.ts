/** The answer shapes of ARCHITECTURE.md, shared with the clients. */
export interface FieldError {
  param: string;
  msg: string;
}
export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}
export interface ErrorEnvelope {
  success: false;
  message: string;
  errors: FieldError[];
  /** What a refusal tells besides, e.g. the price now when the confirmed one changed (409). */
  data?: Record<string, unknown>;
}

/** A paged list's position (ARCHITECTURE.md, API conventions), inside `data` or beside it. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
