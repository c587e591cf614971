import type { UploadKind } from '@earnwave/contracts';
import { UploadOwnership, type Transaction } from '@earnwave/db';

/** Members' uploaded files in memory (the real lookup is the API's UploadsService; both pass `upload-ownership.contract.ts`). */
export class InMemoryUploads extends UploadOwnership {
  private readonly files = new Map<string, { ownerId: string; fileType: UploadKind; formatType: string }>();

  /** A file the member uploaded at this path. */
  upload(ownerId: string, relativePath: string, fileType: UploadKind, formatType = 'png'): void {
    this.files.set(relativePath, { ownerId, fileType, formatType });
  }

  async ownUpload(
    _tx: Transaction,
    ownerId: string,
    relativePath: string,
    kinds: readonly UploadKind[],
  ): Promise<{ relativePath: string; fileType: UploadKind; formatType: string } | undefined> {
    const file = this.files.get(relativePath);
    if (!file || file.ownerId !== ownerId || !kinds.includes(file.fileType)) return undefined;
    return { relativePath, fileType: file.fileType, formatType: file.formatType };
  }
}
