import { Injectable } from '@nestjs/common';
import { CONTENT_MSG, CONTENT_TITLE_MAX_LENGTH } from '@earnwave/contracts';
import { ContentFileRequired, ContentFileWrongType, ContentNotFound, NothingToChange } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { ALL_MEDIA_TYPES, MEDIA_TYPES, SVG_MAX_BYTES, VISUAL_KINDS } from '../../../common/storage/media-type';
import type { ReceivedUpload, UploadPolicy } from '../../uploads';
import type { UpdateContentDto, UploadContentDto } from '../http/dto/content.dto';
import { ContentsRepository } from '../infra/contents.repository';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const CONTENT_TYPES = ALL_MEDIA_TYPES.filter((type) => VISUAL_KINDS.includes(type.kind));

/**
 * Viewing content takes pictures (5 MB; an SVG, checked whole, 1 MB) and videos (50 MB), streamed
 * to storage and recognised by their bytes as every upload is (see UploadReceiver).
 */
export const contentsUploadPolicy = (): UploadPolicy => ({
  accepted: () => CONTENT_TYPES,
  wrongType: () => new ContentFileWrongType(),
  limit: (type) => ({
    bytes: type === MEDIA_TYPES.svg ? SVG_MAX_BYTES : type.kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES,
    message: CONTENT_MSG.fileTooLarge,
  }),
});

/** Adding viewing content (the file checked by its bytes, stored under a random name) and editing it. */
@Injectable()
export class ContentsCommands {
  constructor(private readonly contents: ContentsRepository) {}

  /** Records a received file as viewing content; the file is kept under its random name only then. */
  async upload(file: ReceivedUpload | undefined, fields: UploadContentDto) {
    if (!file) throw new ContentFileRequired();
    const id = randomUUID();
    const title = fields.title || file.originalname.replace(/\.[^.]*$/, '').slice(0, CONTENT_TITLE_MAX_LENGTH);
    try {
      const filename = await file.incoming.keep(file.media.extension);
      await this.contents.insert({ id, type: file.media.kind, filename, title, enabled: fields.enabled ?? true });
    } catch (error) {
      await file.incoming.discard();
      throw error;
    }
    return id;
  }

  async update(id: string, changes: UpdateContentDto): Promise<void> {
    if (changes.title === undefined && changes.enabled === undefined) throw new NothingToChange();
    if (!(await this.contents.update(id, changes))) throw new ContentNotFound();
  }
}
