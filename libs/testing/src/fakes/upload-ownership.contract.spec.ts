import { randomUUID } from 'node:crypto';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';
import { InMemoryUploads } from './in-memory-uploads';
import { uploadOwnershipContract } from './upload-ownership.contract';

// The real lookup's run is the uploads module's (services/api/src/modules/uploads/upload-ownership.contract.spec.ts).
uploadOwnershipContract('InMemoryUploads', () => {
  const uploads = new InMemoryUploads();
  return {
    uploads,
    unitOfWork: new InMemoryUnitOfWork(),
    member: async () => randomUUID(),
    upload: async (ownerId, path, fileType, formatType) => uploads.upload(ownerId, path, fileType, formatType),
  };
});
