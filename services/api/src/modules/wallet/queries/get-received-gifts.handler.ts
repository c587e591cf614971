import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { memberRef, pagination } from '../../profiles';
import { GetReceivedGiftsQuery, type ReceivedGiftsPage } from './get-received-gifts.query';

type Row = Record<string, unknown>;

/**
 * A gift is listed from the moment the sender was debited, as the receiver's notification tells
 * of it. Gifts of senders deactivated since stay listed: the money did move.
 */
@QueryHandler(GetReceivedGiftsQuery)
export class GetReceivedGiftsHandler implements IQueryHandler<GetReceivedGiftsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, page, limit }: GetReceivedGiftsQuery): Promise<ReceivedGiftsPage> {
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM gifts WHERE receiver_id = $1`,
      [memberId],
    );
    const rows: Row[] = total
      ? await this.db.query(
          `SELECT g.id AS gift_id, g.amount::text AS amount, g.created_at, u.id, u.name, p.image
           FROM gifts g JOIN users u ON u.id = g.sender_id LEFT JOIN member_profiles p ON p.member_id = u.id
           WHERE g.receiver_id = $1
           ORDER BY g.created_at DESC, g.id DESC LIMIT $2 OFFSET $3`,
          [memberId, limit, (page - 1) * limit],
        )
      : [];
    return {
      items: rows.map((row) => ({
        id: row.gift_id as string,
        amount: creditsToJson(BigInt(row.amount as string)),
        createdAt: (row.created_at as Date).toISOString(),
        sender: memberRef(row),
      })),
      pagination: pagination(page, limit, total),
    };
  }
}
