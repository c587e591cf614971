import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CardPaymentLinks,
  hasCapability,
  type MembershipLevelSlug,
  MSG,
  OPTION_KEYS,
  type Role,
} from '@earnwave/contracts';
import { activateSubscription, findLevel, lockMember, lockSubscription } from '@earnwave/db';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { OptionsService } from '../../options';
import type { CompletedCheckout } from '../infra/card-payment-gateway';
import { HandleCardPaymentCommand, type CardPaymentOutcome } from './handle-card-payment.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Card amounts are in cents; levels are priced in micro-credits (1 credit = 1 USD). */
const MICROS_PER_CENT = 10_000n;

/**
 * A verified card payment activates the level it paid for, like an approval. Each event id is
 * processed once: the event row is inserted first (insert-or-ignore, so a concurrent duplicate
 * waits and then finds it), and its outcome is kept, so a replay changes nothing and gets the
 * same answer. A refusal is kept too, for an administrator to refund or settle by hand.
 */
@CommandHandler(HandleCardPaymentCommand)
export class HandleCardPaymentHandler implements ICommandHandler<HandleCardPaymentCommand> {
  private readonly logger = new Logger('CardPayments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly options: OptionsService,
  ) {}

  async execute({ event }: HandleCardPaymentCommand): Promise<CardPaymentOutcome> {
    const outcome = await this.db.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO card_payment_events (id, type, outcome) VALUES ($1, $2, 'ignored')
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (inserted.length === 0) return this.previousOutcome(manager, event.id);
      const result = event.checkout ? await this.settle(manager, event.checkout) : ignored(MSG.cardEventIgnored);
      await manager.query(
        `UPDATE card_payment_events SET outcome = $2, detail = $3, subscription_id = $4 WHERE id = $1`,
        [
          event.id,
          result.outcome,
          'reason' in result ? result.reason : null,
          'subscriptionId' in result ? result.subscriptionId : null,
        ],
      );
      return result;
    });
    if (outcome.outcome === 'refused')
      this.logger.warn({ eventId: event.id, reason: outcome.reason }, 'card payment refused');
    return outcome;
  }

  private async settle(manager: EntityManager, checkout: CompletedCheckout): Promise<CardPaymentOutcome> {
    if (!checkout.paid) return ignored(MSG.cardNotPaid);
    const memberId = checkout.clientReferenceId;
    const [member]: { role: Role }[] =
      memberId && UUID.test(memberId) ? await manager.query(`SELECT role FROM users WHERE id = $1`, [memberId]) : [];
    if (!memberId || !member || !hasCapability(member.role, 'walletHolder')) return refused(MSG.cardMemberUnknown);
    const level = await this.levelOfPaymentLink(manager, checkout.paymentLinkId);
    if (!level) return refused(MSG.cardLevelUnknown);
    const cents = checkout.amountTotal;
    if (
      cents === null ||
      checkout.currency?.toLowerCase() !== 'usd' ||
      BigInt(cents) * MICROS_PER_CENT !== level.price
    ) {
      return refused(MSG.cardAmountMismatch);
    }
    await lockMember(manager, memberId);
    // Another event for the same checkout session (Stripe may send several) paid nothing new.
    const same: unknown[] = await manager.query(
      `SELECT 1 FROM member_subscriptions WHERE method = 'card' AND receipt = $1`,
      [checkout.sessionId],
    );
    if (same.length) return ignored(MSG.cardEventDuplicate);

    const id = randomUUID();
    await manager.query(
      `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount)
       VALUES ($1, $2, $3, 'card', $4, $5)`,
      [id, memberId, level.slug, checkout.sessionId, level.price.toString()],
    );
    const subscription = (await lockSubscription(manager, id))!;
    await activateSubscription(manager, subscription);
    return { outcome: 'activated', subscriptionId: id };
  }

  /** The level whose hosted button is this payment link (administrator setting `card_payment_links`). */
  private async levelOfPaymentLink(manager: EntityManager, paymentLinkId: string | null) {
    if (!paymentLinkId) return undefined;
    const links = await this.options.getJson<CardPaymentLinks>(OPTION_KEYS.cardPaymentLinks).catch(() => ({}));
    const slug = Object.entries(links).find(([, link]) => link?.paymentLinkId === paymentLinkId)?.[0];
    return slug ? findLevel(manager, slug as MembershipLevelSlug) : undefined;
  }

  private async previousOutcome(manager: EntityManager, eventId: string): Promise<CardPaymentOutcome> {
    const [row]: { outcome: string; detail: string | null }[] = await manager.query(
      `SELECT outcome, detail FROM card_payment_events WHERE id = $1`,
      [eventId],
    );
    return row?.outcome === 'refused' ? refused(row.detail ?? MSG.cardEventDuplicate) : { outcome: 'duplicate' };
  }
}

function ignored(reason: string): CardPaymentOutcome {
  return { outcome: 'ignored', reason };
}
function refused(reason: string): CardPaymentOutcome {
  return { outcome: 'refused', reason };
}
