import { Command } from '@nestjs/cqrs';
import type { VerifiedCardEvent } from '../infra/card-payment-gateway';

export type CardPaymentOutcome =
  | { outcome: 'activated'; subscriptionId: string }
  | { outcome: 'reversed'; subscriptionId: string }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string }
  | { outcome: 'refused'; reason: string };

export class HandleCardPaymentCommand extends Command<CardPaymentOutcome> {
  constructor(readonly event: VerifiedCardEvent) {
    super();
  }
}
