import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pagination, type Pagination, type ReceivedGiftItem } from '@earnwave/contracts';
import {
  approveCreditPurchase,
  claimApprovalTxid,
  lockPendingWalletRequest,
  prepared,
  WALLET_REQUEST_TABLES,
  withdrawalRelease,
  type PostedEntry,
  type WalletDecision,
  type WalletRequestRow,
} from '@earnwave/db';
import { memberAvailable, memberDebt } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource, type EntityManager } from 'typeorm';
import { memberRef } from '../../profiles';
import type { WalletDecisionResource } from '../commands/decide-wallet-request.command';
import type { GiftReceivers } from './gift-receivers';
import type { WalletRequestDecisions } from './wallet-request-decisions';

type ReceivedGiftRow = {
  gift_id: string;
  amount: string;
  created_at: Date;
  id: string;
  name: string;
  image: string | null;
};

/** Gifts, withdrawals and credit purchases, and the balance members spend from. */
@Injectable()
export class WalletRepository implements GiftReceivers, WalletRequestDecisions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The member's spendable balance in micro-credits: the available account's projection. */
  async balance(memberId: string): Promise<bigint> {
    const [row] = await prepared<{ balance: string }[]>(this.db, `SELECT balance FROM ledger_accounts WHERE id = $1`, [
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
    const rows: ReceivedGiftRow[] = total
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
        id: row.gift_id,
        amount: creditsToJson(BigInt(row.amount)),
        createdAt: row.created_at.toISOString(),
        sender: memberRef(row),
      })),
      pagination: pagination(page, limit, total),
    };
  }

  /** The id as stored of an active member (no administrator) a gift may go to; none when there is no such member. */
  async giftReceiverId(manager: EntityManager, receiverId: string): Promise<string | undefined> {
    const [receiver] = await prepared<{ id: string }[]>(
      manager,
      `SELECT id FROM users WHERE id = $1 AND deactivated_at IS NULL AND role <> 'admin'`,
      [receiverId],
    );
    return receiver?.id;
  }

  async insertWithdrawal(
    manager: EntityManager,
    withdrawal: { id: string; memberId: string; amount: bigint; fee: bigint; walletAddress: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO withdrawal_requests (id, member_id, amount, fee, wallet_address) VALUES ($1, $2, $3, $4, $5)`,
      [
        withdrawal.id,
        withdrawal.memberId,
        withdrawal.amount.toString(),
        withdrawal.fee.toString(),
        withdrawal.walletAddress,
      ],
    );
  }

  async insertCreditPurchase(
    manager: EntityManager,
    purchase: { id: string; memberId: string; amount: bigint; fee: bigint; purchaseDate: Date; txid?: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO credit_purchases (id, member_id, amount, fee, purchase_date, txid) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        purchase.id,
        purchase.memberId,
        purchase.amount.toString(),
        purchase.fee.toString(),
        purchase.purchaseDate,
        purchase.txid ?? null,
      ],
    );
  }

  /** The member's own withdrawal, its row locked until the cancellation's transaction ends. */
  async lockOwnWithdrawal(manager: EntityManager, memberId: string, id: string): Promise<WalletRequestRow | undefined> {
    const [request]: WalletRequestRow[] = await manager.query(
      `SELECT * FROM withdrawal_requests WHERE id = $1 AND member_id = $2 FOR UPDATE`,
      [id, memberId],
    );
    return request;
  }

  async markCancelled(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE withdrawal_requests SET status = 'cancelled', decided_at = now() WHERE id = $1`, [id]);
  }

  /** libs/db's decision core (lockPendingWalletRequest), where the worker's auto-approval reaches it too. */
  lockPending(manager: EntityManager, decision: WalletDecision): Promise<WalletRequestRow> {
    return lockPendingWalletRequest(manager, decision);
  }

  claimApprovalTxid(
    manager: EntityManager,
    decision: Pick<WalletDecision, 'resource' | 'requestId' | 'txid'>,
    request: WalletRequestRow,
  ): Promise<string> {
    return claimApprovalTxid(manager, decision, request);
  }

  approveCreditPurchase(
    manager: EntityManager,
    decision: Omit<WalletDecision, 'resource' | 'decision' | 'reason'>,
  ): Promise<PostedEntry[]> {
    return approveCreditPurchase(manager, decision);
  }

  releaseWithdrawal(
    manager: EntityManager,
    request: Pick<WalletRequestRow, 'id' | 'member_id' | 'amount' | 'fee'>,
    how: 'rejected' | 'cancelled',
  ): Promise<PostedEntry[]> {
    return withdrawalRelease(manager, request, how);
  }

  /** The request as it stands now, every column (the console's record is made of it). */
  async request(
    manager: EntityManager,
    resource: WalletDecisionResource,
    id: string,
  ): Promise<Record<string, unknown>> {
    const [request]: Record<string, unknown>[] = await manager.query(
      `SELECT * FROM ${WALLET_REQUEST_TABLES[resource]} WHERE id = $1`,
      [id],
    );
    return request;
  }

  /** Whether the member owes the platform (their debt account below zero: README, Card payments). */
  async owes(manager: EntityManager, memberId: string): Promise<boolean> {
    const owing: unknown[] = await manager.query(`SELECT 1 FROM ledger_accounts WHERE id = $1 AND balance < 0`, [
      memberDebt(memberId),
    ]);
    return owing.length > 0;
  }

  /**
   * What a member sent out so far and bought, in micro-credits, as the free membership's limit
   * counts them (free-limit.ts): their withdrawals (pending and approved, fees excluded) and the
   * counters the ledger writers keep on their available account (freeLimitCounts, libs/domain).
   * Static: other modules' handlers check the limit with their own transaction's manager, through
   * free-limit.ts, not through this module's providers.
   */
  static async sentAndBought(manager: EntityManager, memberId: string): Promise<{ sent: bigint; bought: bigint }> {
    const [{ sent, bought }] = await prepared<{ sent: string; bought: string }[]>(
      manager,
      `SELECT
         (SELECT coalesce(sum(amount), 0) FROM withdrawal_requests
           WHERE member_id = $1 AND status IN ('pending', 'approved'))
         + coalesce(account.sent_out, 0) AS sent,
         coalesce(account.bought, 0) AS bought
       FROM (SELECT 1) AS one LEFT JOIN ledger_accounts AS account ON account.id = $2`,
      [memberId, memberAvailable(memberId)],
    );
    return { sent: BigInt(sent), bought: BigInt(bought) };
  }
}
