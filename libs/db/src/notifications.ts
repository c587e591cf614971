import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export interface NewNotification {
  memberId: string;
  type: string;
  title: string;
  body: string;
}

export interface StoredNotification extends NewNotification {
  id: string;
  createdAt: Date;
}

/**
 * Inserts notifications in the caller's transaction, in one statement whatever their number, so
 * they exist exactly when the change they report commits. Answers them with their ids and times.
 */
export async function addNotifications(manager: EntityManager, rows: NewNotification[]): Promise<StoredNotification[]> {
  if (rows.length === 0) return [];
  const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
  const inserted: { id: string; created_at: Date }[] = await manager.query(
    `INSERT INTO notifications (id, member_id, type, title, body)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::varchar[], $5::text[])
     RETURNING id, created_at`,
    [
      withIds.map((row) => row.id),
      withIds.map((row) => row.memberId),
      withIds.map((row) => row.type),
      withIds.map((row) => row.title),
      withIds.map((row) => row.body),
    ],
  );
  const createdAt = new Map(inserted.map((row) => [row.id, new Date(row.created_at)]));
  return withIds.map((row) => ({ ...row, createdAt: createdAt.get(row.id)! }));
}
