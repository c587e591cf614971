import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK } from '@earnwave/config';
import { type CardPaymentLinks, hasCapability, type MembershipLevelSlug, MSG, OPTION_KEYS } from '@earnwave/contracts';
import {
  activateSubscription,
  findCurrentMembership,
  findLevel,
  lockMember,
  lockSubscription,
  lockSubscriptionToReverse,
  type MembershipLevel,
  reverseActivation,
  UnitOfWork,
  wouldShorten,
} from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { NotFound } from '../../../common/errors';
import { SettingsService } from '../../settings';
import type { CardPaymentReversal, CompletedCheckout, VerifiedCardEvent } from '../infra/card-payment-gateway';
import { MembershipsRepository } from '../infra/memberships.repository';
import { HandleCardPaymentCommand, type CardPaymentOutcome } from './handle-card-payment.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Card amounts are in cents; levels are priced in micro-credits (1 credit = 1 USD). */
const MICROS_PER_CENT = 10_000n;

/**
 * A verified card payment activates the level it paid for, like an approval, but never shortens
 * what the member holds: the hosted payment link takes any member id as its reference, so a
 * checkout for a level at or below the member's unexpired paid one is refused (upgrades only, as
 * for USDT). A refusal of a paid checkout is kept in `refused_card_payments`, which the console
 * lists for an administrator to refund. A full refund or a lost dispute of a card activation's
 * payment intent takes back what it bought (reverseActivation). Each event id is processed once:
 * the event row is inserted first (insert-or-ignore, so a concurrent duplicate waits and then
 * finds it), and its outcome is kept, so a replay changes nothing and gets the same answer.
 */
@CommandHandler(HandleCardPaymentCommand)
export class HandleCardPaymentHandler implements ICommandHandler<HandleCardPaymentCommand> {
  private readonly logger = new Logger('CardPayments');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly memberships: MembershipsRepository,
    private readonly options: SettingsService,
  ) {}

  async execute({ event }: HandleCardPaymentCommand): Promise<CardPaymentOutcome> {
    const outcome = await this.unitOfWork.run(async (manager) => {
      if (!(await this.memberships.claimCardEvent(manager, event.id, event.type))) {
        return this.previousOutcome(manager, event.id);
      }
      const result = event.checkout
        ? await this.settle(manager, event, event.checkout)
        : event.reversal
          ? await this.reverse(manager, event, event.reversal)
          : ignored(MSG.cardEventIgnored);
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

  private async settle(
    manager: EntityManager,
    event: VerifiedCardEvent,
    checkout: CompletedCheckout,
  ): Promise<CardPaymentOutcome> {
    if (!checkout.paid) return ignored(MSG.cardNotPaid);
    if (checkout.paymentIntent) await this.memberships.lockPaymentIntent(manager, checkout.paymentIntent);
    const memberId = checkout.clientReferenceId;
    const role = memberId && UUID.test(memberId) ? await this.memberships.roleOf(manager, memberId) : undefined;
    const refuse = async (reason: string, level?: MembershipLevel, refunded = false) => {
      // Paid and refused: the money is ours to give back, so the console lists it (once per session).
      await this.memberships.recordRefusedCheckout(manager, {
        eventId: event.id,
        checkoutSession: checkout.sessionId,
        paymentIntent: checkout.paymentIntent,
        clientReference: checkout.clientReferenceId,
        memberId: role ? memberId : null,
        level: level?.slug ?? null,
        amountCents: checkout.amountTotal,
        currency: checkout.currency,
        reason,
        refunded,
      });
      return refused(reason);
    };
    const level = await this.levelOfPaymentLink(manager, checkout.paymentLinkId);
    // Its refund or lost dispute came first: the money is back with the payer, so nothing is bought.
    if (checkout.paymentIntent && (await this.memberships.wasReversedAhead(manager, checkout.paymentIntent))) {
      return refuse(MSG.cardPaymentReversedFirst, level, true);
    }
    if (!memberId || !role || !hasCapability(role, 'walletHolder')) return refuse(MSG.cardMemberUnknown, level);
    if (!level) return refuse(MSG.cardLevelUnknown);
    const cents = checkout.amountTotal;
    if (
      cents === null ||
      checkout.currency?.toLowerCase() !== 'usd' ||
      BigInt(cents) * MICROS_PER_CENT !== level.price
    ) {
      return refuse(MSG.cardAmountMismatch, level);
    }
    await lockMember(manager, memberId);
    // Another event for the same checkout session (Stripe may send several) paid nothing new.
    if (await this.memberships.hasCardCheckout(manager, checkout.sessionId)) return ignored(MSG.cardEventDuplicate);
    if (checkout.paymentIntent && (await this.memberships.cardSubscriptionOf(manager, checkout.paymentIntent))) {
      return ignored(MSG.cardEventDuplicate);
    }
    // Upgrades only (activateSubscription's rule, asked before the payment's row is written):
    // anyone can put a member's id in the payment link, so a payment that would end the membership
    // held now is refused, to be refunded.
    if (wouldShorten(await findCurrentMembership(manager, memberId, this.clock.now()), level.slug)) {
      return refuse(MSG.cardLevelHeld, level);
    }

    const id = randomUUID();
    await this.memberships.insertSubscription(manager, {
      id,
      memberId,
      level: level.slug,
      method: 'card',
      receipt: checkout.sessionId,
      amount: level.price,
      transferDate: null,
      paymentIntent: checkout.paymentIntent,
    });
    const subscription = (await lockSubscription(manager, id))!;
    await activateSubscription(manager, subscription, this.clock.now());
    return { outcome: 'activated', subscriptionId: id };
  }

  /**
   * A full refund or a lost dispute of a card activation's payment ends that membership and takes
   * back what it paid out (reverseActivation); anything less changes nothing. The money of a
   * refused payment going back marks it refunded in the console's list. One of a payment intent
   * we do not know yet is remembered: the provider may send it before the checkout, which then
   * activates nothing.
   */
  private async reverse(
    manager: EntityManager,
    event: VerifiedCardEvent,
    reversal: CardPaymentReversal,
  ): Promise<CardPaymentOutcome> {
    if (!reversal.paymentIntent) return ignored(MSG.cardPaymentUnknown);
    if (!reversal.final) return ignored(MSG.cardReversalNotFinal);
    await this.memberships.lockPaymentIntent(manager, reversal.paymentIntent);
    const subscriptionId = await this.memberships.cardSubscriptionOf(manager, reversal.paymentIntent);
    if (!subscriptionId) {
      if (await this.memberships.refusedPaymentWentBack(manager, reversal.paymentIntent)) {
        return ignored(MSG.cardRefusedPaymentRefunded);
      }
      await this.memberships.rememberReversalAhead(manager, {
        paymentIntent: reversal.paymentIntent,
        cause: reversal.cause,
        eventId: event.id,
      });
      return ignored(MSG.cardPaymentUnknown);
    }
    const subscription = (await lockSubscriptionToReverse(manager, subscriptionId))!;
    if (subscription.status === 'refunded') return ignored(MSG.cardPaymentAlreadyReversed);
    await reverseActivation(manager, subscription, reversal.cause, this.clock.now());
    return { outcome: 'reversed', subscriptionId };
  }

  /** The level whose hosted button is this payment link (administrator setting `card_payment_links`). */
  private async levelOfPaymentLink(manager: EntityManager, paymentLinkId: string | null) {
    if (!paymentLinkId) return undefined;
    // Read in the event's transaction: a second connection could wait for ever for this one. Only a
    // setting never saved means no links; a failed read fails the delivery (Stripe retries it) rather
    // than refusing a paid checkout as naming no level.
    const links = await this.options
      .getJson<CardPaymentLinks>(OPTION_KEYS.cardPaymentLinks, manager)
      .catch((error: unknown) => {
        if (error instanceof NotFound) return {};
        throw error;
      });
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
