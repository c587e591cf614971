import { PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase, uploadOwnershipContract } from '@earnwave/testing';
import { UploadsRepository } from './infra/uploads.repository';
import { UploadsService } from './uploads.service';

// The fake's run of the same suite is libs/testing's (src/fakes/upload-ownership.contract.spec.ts).
const database = contractDatabase();

uploadOwnershipContract('UploadsService', () => ({
  uploads: new UploadsService(new UploadsRepository(database.dataSource())),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  member: () => database.user(),
  async upload(ownerId, path, fileType, formatType) {
    await database
      .dataSource()
      .query(`INSERT INTO uploads (relative_path, owner_id, file_type, format_type, size) VALUES ($1, $2, $3, $4, 1)`, [
        path,
        ownerId,
        fileType,
        formatType,
      ]);
  },
}));
