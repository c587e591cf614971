import type { UploadView } from '@earnwave/contracts';
import { UPLOAD_TEXT } from '../../texts';
import { api, ApiError } from './client';

/** What `POST /api/uploads` answers in `data` (spec 3, upload response). */
export type UploadAnswer = UploadView;

/** Whether the browser calls this file an image (spec 5: image drop zones take images only). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export interface UploadOptions {
  /** `'image'`: refuse anything else with 'Only image files are allowed' before sending it. */
  accept?: 'image';
  signal?: AbortSignal;
}

/**
 * `POST /api/uploads` with the multipart field `file` (spec 7), through the one client (session
 * token, envelope, errors as ApiError, a 401 to /login). An answer without `relativePath` counts as
 * failed (spec 5): it throws 'Upload failed: No relativePath in response'; a refusal without a
 * message says 'Upload failed'.
 */
export async function uploadFile(file: File | null | undefined, options: UploadOptions = {}): Promise<UploadAnswer> {
  if (!file) throw new ApiError(0, UPLOAD_TEXT.noFile, [{ param: 'file', msg: UPLOAD_TEXT.noFile }]);
  if (options.accept === 'image' && !isImageFile(file)) {
    throw new ApiError(0, UPLOAD_TEXT.onlyImages, [{ param: 'file', msg: UPLOAD_TEXT.onlyImages }]);
  }
  const form = new FormData();
  form.append('file', file);
  let answer: UploadAnswer | null;
  try {
    answer = await api.post<UploadAnswer | null>('/uploads', form, { signal: options.signal });
  } catch (error) {
    if (error instanceof ApiError && !error.message) throw new ApiError(error.status, UPLOAD_TEXT.failed, error.errors);
    throw error;
  }
  if (!answer?.relativePath) throw new ApiError(200, UPLOAD_TEXT.noRelativePath);
  return answer;
}
