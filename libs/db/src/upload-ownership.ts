import type { UploadKind } from '@earnwave/contracts';
import type { Transaction } from './unit-of-work';

/**
 * Whether a path names a file the member uploaded, of one of these kinds: a task's images and
 * proofs may only name files their sender uploaded (never someone else's, never a path that was
 * not uploaded at all). Implemented by the API's UploadsService and by libs/testing's
 * InMemoryUploads; both pass `upload-ownership.contract.ts`.
 */
export abstract class UploadOwnership {
  abstract ownUpload(
    tx: Transaction,
    ownerId: string,
    relativePath: string,
    kinds: readonly UploadKind[],
  ): Promise<{ relativePath: string; fileType: UploadKind; formatType: string } | undefined>;
}
