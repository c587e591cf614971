import type { UploadKind } from '@earnwave/contracts';
import type { UnitOfWork, UploadOwnership } from '@earnwave/db';
import { randomUUID } from 'node:crypto';

/** What the upload ownership's contract needs of the world it runs in. */
export interface UploadOwnershipWorld {
  uploads: UploadOwnership;
  unitOfWork: UnitOfWork;
  member(): Promise<string>;
  upload(ownerId: string, relativePath: string, fileType: UploadKind, formatType: string): Promise<void>;
}

/**
 * The upload ownership's contract: run against the API's UploadsService on a test database
 * (`services/api/src/modules/uploads/upload-ownership.contract.spec.ts`) and against InMemoryUploads
 * (`upload-ownership.contract.spec.ts` here).
 */
export function uploadOwnershipContract(name: string, world: () => UploadOwnershipWorld): void {
  describe(`${name} (the upload ownership's contract)`, () => {
    it("answers the member's own file of a kind asked for, and nothing for another's, another kind or no file", async () => {
      const { uploads, unitOfWork, member, upload } = world();
      const [owner, other] = [await member(), await member()];
      const [own, others, video] = ['own', 'others', 'video'].map((name) => `uploads/${randomUUID()}-${name}`);
      await upload(owner, own, 'image', 'png');
      await upload(other, others, 'image', 'png');
      await upload(owner, video, 'video', 'mp4');
      const found = await unitOfWork.run(async (tx) => [
        await uploads.ownUpload(tx, owner, own, ['image']),
        await uploads.ownUpload(tx, owner, others, ['image']),
        await uploads.ownUpload(tx, owner, video, ['image']),
        await uploads.ownUpload(tx, owner, video, ['image', 'video']),
        await uploads.ownUpload(tx, owner, 'uploads/none.png', ['image']),
      ]);
      expect(found).toEqual([
        { relativePath: own, fileType: 'image', formatType: 'png' },
        undefined,
        undefined,
        { relativePath: video, fileType: 'video', formatType: 'mp4' },
        undefined,
      ]);
    });
  });
}
