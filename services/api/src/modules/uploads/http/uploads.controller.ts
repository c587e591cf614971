import { Controller, HttpStatus, Inject, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { TASK_MSG, type UploadView } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { Caller } from '../../../common/auth/access.decorators';
import { AppError } from '../../../common/errors';
import { ok } from '../../../common/http/envelope';
import { StoreUploadCommand } from '../commands/store-upload.command';
import { UploadRefusals } from './upload-refusals';
import type { ReceivedUpload } from '../upload-receiver';

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
  // The bytes stream to storage through UploadsModule's UploadReceiver (the upload interceptor's storage engine).
  @UseInterceptors(UploadRefusals, FileInterceptor('file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async upload(@Caller() caller: UserEntity, @UploadedFile() file?: ReceivedUpload) {
    if (!file) throw AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileRequired);
    const stored = await this.commands.execute(new StoreUploadCommand(caller, file));
    const view: UploadView = { ...stored, path: `${this.config.webOrigin}/${stored.relativePath}` };
    return ok(view, TASK_MSG.uploaded);
  }
}
