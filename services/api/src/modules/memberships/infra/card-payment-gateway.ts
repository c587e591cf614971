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
}

/** A payment notification whose signature was verified. */
export interface VerifiedCardEvent {
  id: string;
  type: string;
  /** Present for `checkout.session.completed`. */
  checkout?: CompletedCheckout;
}

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
    if (event.type !== 'checkout.session.completed') return { id: event.id, type: event.type };
    const session = event.data.object;
    return {
      id: event.id,
      type: event.type,
      checkout: {
        sessionId: session.id,
        clientReferenceId: session.client_reference_id ?? null,
        paymentLinkId:
          typeof session.payment_link === 'string' ? session.payment_link : (session.payment_link?.id ?? null),
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        paid: session.payment_status === 'paid',
      },
    };
  }
}
