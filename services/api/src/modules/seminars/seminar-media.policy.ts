import { Injectable } from '@nestjs/common';
import { SqlUploadAccessRule } from '../../common/storage/upload-access-rule';

/**
 * Seminar media are opened by membership level, so an uploaded medium is never served at its
 * public `/uploads/...` path: readers at the required level get signed links of the media route.
 */
@Injectable()
export class SeminarMediaPolicy extends SqlUploadAccessRule {
  protected override readonly sql = `
    SELECT CASE WHEN EXISTS (SELECT 1 FROM seminar_media WHERE path = $1) THEN 'restricted' ELSE 'public' END AS access`;
}
