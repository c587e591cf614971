import { HttpStatus, Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { TASK_MSG } from '@earnwave/contracts';
import { DomainError } from '@earnwave/domain';
import { catchError, type Observable } from 'rxjs';
import { AppError } from '../../../common/errors';

/**
 * The upload interceptor's refusals (another field, more than one file, a malformed body) in our
 * error shape, under `file`; the receiver's own (a type, a size, a quota: an AppError, or a
 * route's domain error such as ContentFileWrongType) pass as they are.
 */
@Injectable()
export class UploadRefusals implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof AppError || error instanceof DomainError) throw error;
        if (error instanceof Error && 'getStatus' in error) {
          throw AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileRequired);
        }
        throw error;
      }),
    );
  }
}
