import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { utcDay } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { HandOutContentsCommand, type HandedContent } from './hand-out-contents.command';

/**
 * Enabled items the member has not counted today, least recently handed first, so a refill
 * brings new items before old ones. The first hand-out time of an item is kept: a refill does
 * not restart its 10-second clock.
 */
@CommandHandler(HandOutContentsCommand)
export class HandOutContentsHandler implements ICommandHandler<HandOutContentsCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, limit }: HandOutContentsCommand): Promise<HandedContent[]> {
    return this.db.transaction(async (manager) => {
      const items: HandedContent[] = await manager.query(
        `SELECT c.id, c.type, c.filename
         FROM contents c
         LEFT JOIN content_handouts h ON h.content_id = c.id AND h.member_id = $1
         WHERE c.enabled
           AND NOT EXISTS (SELECT 1 FROM content_views v WHERE v.member_id = $1 AND v.content_id = c.id AND v.view_day = $2)
         ORDER BY h.handed_at NULLS FIRST, c.created_at, c.id
         LIMIT $3`,
        [memberId, utcDay(new Date()), limit],
      );
      if (items.length) {
        await manager.query(
          `INSERT INTO content_handouts (member_id, content_id)
           SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
          [memberId, items.map((item) => item.id)],
        );
      }
      return items;
    });
  }
}
