import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { ASSETS_DIR } from '../common/paths';
import type { SeedRepository } from './infra/seed.repository';

/** The demo content the project ships (assets/content): images and short videos, made for it. */
export function seedContent(manager: EntityManager, seeds: SeedRepository): Promise<number> {
  const files = readdirSync(join(ASSETS_DIR, 'content')).filter((file) => /\.(svg|png|jpe?g|webm|mp4)$/.test(file));
  const rows = files.map((file) => ({
    id: randomUUID(),
    type: /\.(webm|mp4)$/.test(file) ? 'video' : 'image',
    filename: `assets/content/${file}`,
    title: file.replace(/\.\w+$/, ''),
  }));
  return seeds.insertMissingContent(manager, rows);
}
