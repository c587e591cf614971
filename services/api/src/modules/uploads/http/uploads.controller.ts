import {
  Controller,
  HttpStatus,
  Inject,
  Injectable,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { TASK_MSG, uploadTooLarge, type UploadView } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { catchError, type Observable } from 'rxjs';
import { Caller } from '../../../common/auth/access.decorators';
import { AppError } from '../../../common/errors';
import { ok } from '../../../common/http/envelope';
import { StoreUploadCommand } from '../commands/store-upload.command';
import { largestUpload } from '../upload-limits';

/** What multer hands over for the `file` field (kept in memory: it is checked before it is stored). */
interface ReceivedFile {
  buffer: Buffer;
  size: number;
}

/** multer's refusals (too large, another field, more than one file) in our error shape, under `file`. */
@Injectable()
class UploadRefusals implements NestInterceptor {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof AppError) throw error;
        if (error instanceof PayloadTooLargeException) {
          const largest = largestUpload(this.config).kind;
          throw AppError.field(
            HttpStatus.PAYLOAD_TOO_LARGE,
            'file',
            uploadTooLarge(largest, this.config.uploadLimitsMb[largest]),
          );
        }
        if (error instanceof Error && 'getStatus' in error) {
          throw AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileRequired);
        }
        throw error;
      }),
    );
  }
}

/** Spec 7, uploads: `POST uploads` with the multipart field `file`, for any signed-in user. */
@ApiTags('uploads')
@ApiBearerAuth()
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  // The multipart limits (the largest kind's size, one file) come from UploadsModule's MulterModule.
  @UseInterceptors(UploadRefusals, FileInterceptor('file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(@Caller() caller: UserEntity, @UploadedFile() file?: ReceivedFile) {
    if (!file?.size) throw AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileRequired);
    const stored = await this.commands.execute(new StoreUploadCommand(caller.id, file.buffer));
    const view: UploadView = { ...stored, path: `${this.config.webOrigin}/${stored.relativePath}` };
    return ok(view, TASK_MSG.uploaded);
  }
}
