import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pagination, type Pagination, type ReceivedGiftItem } from '@earnwave/contracts';
import { memberAvailable } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { memberRef } from '../profiles';

@Injectable()
export class WalletQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The member's spendable balance in micro-credits: the available account's projection. */
  async balance(memberId: string): Promise<bigint> {
    const [row]: { balance: string }[] = await this.db.query(`SELECT balance FROM ledger_accounts WHERE id = $1`, [
      memberAvailable(memberId),
    ]);
    return BigInt(row?.balance ?? 0);
  }

  /**
   * The gifts a member received, newest first: listed from the moment the sender was debited, as
   * the receiver's notification tells of it. Gifts of senders deactivated since stay listed: the
   * money did move.
   */
  async receivedGifts(
    memberId: string,
    page: number,
    limit: number,
  ): Promise<{ items: ReceivedGiftItem[]; pagination: Pagination }> {
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total FROM gifts WHERE receiver_id = $1`,
      [memberId],
    );
    const rows: Record<string, unknown>[] = total
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
