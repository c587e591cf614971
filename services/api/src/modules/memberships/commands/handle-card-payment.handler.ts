import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import { type CardPaymentLinks, hasCapability, type MembershipLevelSlug, MSG, OPTION_KEYS } from '@earnwave/contracts';
import { activateSubscription, findLevel, lockMember, lockSubscription } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { OptionsService } from '../../options';
import type { CompletedCheckout } from '../infra/card-payment-gateway';
import { MembershipsRepository } from '../infra/memberships.repository';
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
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly memberships: MembershipsRepository,
    private readonly options: OptionsService,
  ) {}

  async execute({ event }: HandleCardPaymentCommand): Promise<CardPaymentOutcome> {
    const outcome = await this.db.transaction(async (manager) => {
      if (!(await this.memberships.claimCardEvent(manager, event.id, event.type))) {
        return this.previousOutcome(manager, event.id);
      }
      const result = event.checkout ? await this.settle(manager, event.checkout) : ignored(MSG.cardEventIgnored);
      await this.memberships.recordCardOutcome(manager, event.id, {
        outcome: result.outcome,
        detail: 'reason' in result ? result.reason : null,
        subscriptionId: 'subscriptionId' in result ? result.subscriptionId : null,
      });
      return result;
    });
    if (outcome.outcome === 'refused')
      this.logger.warn({ eventId: event.id, reason: outcome.reason }, 'card payment refused');
    return outcome;
  }

  private async settle(manager: EntityManager, checkout: CompletedCheckout): Promise<CardPaymentOutcome> {
    if (!checkout.paid) return ignored(MSG.cardNotPaid);
    const memberId = checkout.clientReferenceId;
    const role = memberId && UUID.test(memberId) ? await this.memberships.roleOf(manager, memberId) : undefined;
    if (!memberId || !role || !hasCapability(role, 'walletHolder')) return refused(MSG.cardMemberUnknown);
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
    if (await this.memberships.hasCardCheckout(manager, checkout.sessionId)) return ignored(MSG.cardEventDuplicate);

    const id = randomUUID();
    await this.memberships.insertSubscription(manager, {
      id,
      memberId,
      level: level.slug,
      method: 'card',
      receipt: checkout.sessionId,
      amount: level.price,
      transferDate: null,
    });
    const subscription = (await lockSubscription(manager, id))!;
    await activateSubscription(manager, subscription, this.clock.now());
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
    const row = await this.memberships.cardEventOutcome(manager, eventId);
    return row?.outcome === 'refused' ? refused(row.detail ?? MSG.cardEventDuplicate) : { outcome: 'duplicate' };
  }
}

function ignored(reason: string): CardPaymentOutcome {
  return { outcome: 'ignored', reason };
}
function refused(reason: string): CardPaymentOutcome {
  return { outcome: 'refused', reason };
}
