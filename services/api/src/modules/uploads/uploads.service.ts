import { Injectable } from '@nestjs/common';
import type { UploadKind } from '@earnwave/contracts';
import type { EntityManager } from 'typeorm';

export type { UploadKind };

/** What other modules ask of uploads: whether a path names a file the caller uploaded. */
@Injectable()
export class UploadsService {
  /**
   * The kind of the caller's upload at `relativePath` if it is one of `kinds`, else undefined:
   * a task's images and proofs may only name files their sender uploaded (never someone else's,
   * never a path that was not uploaded at all).
   */
  async ownUpload(
    manager: EntityManager,
    ownerId: string,
    relativePath: string,
    kinds: readonly UploadKind[],
  ): Promise<{ relativePath: string; fileType: UploadKind; formatType: string } | undefined> {
    const [row]: { relative_path: string; file_type: UploadKind; format_type: string }[] = await manager.query(
      `SELECT relative_path, file_type, format_type FROM uploads WHERE relative_path = $1 AND owner_id = $2`,
      [relativePath, ownerId],
    );
    if (!row || !kinds.includes(row.file_type)) return undefined;
    return { relativePath: row.relative_path, fileType: row.file_type, formatType: row.format_type };
  }
}
