import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { UPLOAD_KINDS, type PostFileType } from '@earnwave/contracts';
import { PostFileNotUploaded } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { UploadsService } from '../../uploads';

/**
 * What create and update share: the post's file must be an upload of the caller, and its type is
 * the upload's, never what the client says; only the author changes a post.
 */
@Injectable()
export class PostFiles {
  constructor(
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The stored upload a form names by `postRelativePath` (or its absolute `postFilePath`): clients
   * send the upload's relativePath, some its absolute path or a leading slash.
   */
  async ownFile(
    manager: EntityManager,
    ownerId: string,
    reference: string,
  ): Promise<{ relativePath: string; fileType: PostFileType }> {
    let path = reference.trim();
    if (path.startsWith(`${this.config.webOrigin}/`)) path = path.slice(this.config.webOrigin.length + 1);
    path = path.replace(/^\/+/, '');
    const upload = await this.uploads.ownUpload(manager, ownerId, path, UPLOAD_KINDS);
    if (!upload) throw new PostFileNotUploaded();
    return { relativePath: upload.relativePath, fileType: upload.fileType };
  }
}
