import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import Stripe from 'stripe';

/** A completed hosted checkout, as much of it as a membership needs. */
export interface CompletedCheckout {
  sessionId: string;
  /** The buy button's client-reference-id: the member's id. */
  clientReferenceId: string | null;
  paymentLinkId: string | null;
  /** In cents. */
  amountTotal: number | null;
  currency: string | null;
  paid: boolean;
  /** The payment intent the checkout charged: what refunds and disputes name the payment by. */
  paymentIntent: string | null;
}

/**
 * Money of a card payment going back: a refund (`charge.refunded`) or a closed dispute
 * (`charge.dispute.closed`). `final` when the whole payment is gone: the refund is of the whole
 * amount, or the dispute was lost.
 */
export interface CardPaymentReversal {
  cause: 'refund' | 'dispute';
  paymentIntent: string | null;
  final: boolean;
}

/** A payment notification whose signature was verified. */
export interface VerifiedCardEvent {
  id: string;
  type: string;
  /** Present for `checkout.session.completed`. */
  checkout?: CompletedCheckout;
  /** Present for `charge.refunded` and `charge.dispute.closed`. */
  reversal?: CardPaymentReversal;
}

/** An id Stripe gives either bare or as the expanded object. */
const idOf = (field: string | { id: string } | null | undefined): string | null =>
  typeof field === 'string' ? field : (field?.id ?? null);

export class CardPaymentsNotConfiguredError extends Error {}
export class CardSignatureInvalidError extends Error {}

/**
 * The payment provider's side of card payments (the port): verifying a webhook's signature over
 * the exact bytes received. Stripe is the adapter; nothing else in the module knows its shapes.
 */
@Injectable()
export class CardPaymentGateway {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.stripeWebhookSecret);
  }

  verify(rawBody: Buffer | undefined, signature: string | undefined): VerifiedCardEvent {
    const secret = this.config.stripeWebhookSecret;
    if (!secret) throw new CardPaymentsNotConfiguredError();
    if (!rawBody || !signature) throw new CardSignatureInvalidError();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new CardSignatureInvalidError();
    }
    const verified = { id: event.id, type: event.type };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          ...verified,
          checkout: {
            sessionId: session.id,
            clientReferenceId: session.client_reference_id ?? null,
            paymentLinkId: idOf(session.payment_link),
            amountTotal: session.amount_total ?? null,
            currency: session.currency ?? null,
            paid: session.payment_status === 'paid',
            paymentIntent: idOf(session.payment_intent),
          },
        };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const whole =
          typeof charge.amount === 'number' && charge.amount > 0 && charge.amount_refunded === charge.amount;
        return { ...verified, reversal: { cause: 'refund', paymentIntent: idOf(charge.payment_intent), final: whole } };
      }
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        return {
          ...verified,
          reversal: { cause: 'dispute', paymentIntent: idOf(dispute.payment_intent), final: dispute.status === 'lost' },
        };
      }
      default:
        return verified;
    }
  }
}
