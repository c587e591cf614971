import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { ASSETS_DIR } from '../common/paths';

/** The demo content the project ships (assets/content): images and short videos, made for it. */
export async function seedContent(manager: EntityManager): Promise<number> {
  const files = readdirSync(join(ASSETS_DIR, 'content')).filter((file) => /\.(svg|png|jpe?g|webm|mp4)$/.test(file));
  const rows = files.map((file) => ({
    id: randomUUID(),
    type: /\.(webm|mp4)$/.test(file) ? 'video' : 'image',
    filename: `assets/content/${file}`,
    title: file.replace(/\.\w+$/, ''),
  }));
  const inserted: unknown[] = await manager.query(
    `INSERT INTO contents (id, type, filename, title)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[])
     ON CONFLICT (filename) DO NOTHING RETURNING id`,
    [rows.map((r) => r.id), rows.map((r) => r.type), rows.map((r) => r.filename), rows.map((r) => r.title)],
  );
  return inserted.length;
}
