import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MemberLedgerQueries } from '../../ledger';
import { BalancesChangedEvent } from '../events/balances-changed.event';
import { LiveGateway } from './live.gateway';

/**
 * Pushes the new available balance to each member's sockets, on every replica (Redis adapter).
 * Best effort, like the worker's pushes: the money is committed, and a client that missed the
 * push reads the balance again when it reconnects.
 */
@EventsHandler(BalancesChangedEvent)
export class PushBalancesHandler implements IEventHandler<BalancesChangedEvent> {
  private readonly logger = new Logger(PushBalancesHandler.name);

  constructor(
    private readonly ledger: MemberLedgerQueries,
    private readonly gateway: LiveGateway,
  ) {}

  async handle({ memberIds }: BalancesChangedEvent): Promise<void> {
    try {
      for (const { memberId, balance } of await this.ledger.balances(memberIds)) {
        this.gateway.pushBalance(memberId, balance);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'balances not pushed after a decision');
    }
  }
}
