import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The transaction an idempotent call's interceptor opened for it (`@Idempotent({ inOneTransaction:
 * true })`), for the controller to hand to its command: the key, the command's writes and the
 * answer then commit together, in one commit instead of three. Undefined when the call carries no
 * key. Handed over explicitly, not through AsyncLocalStorage: on Node 20 that turns on a hook for
 * every promise of the process, which doubled the cost of promise-heavy code.
 */
export const CallTransaction = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().callTransaction,
);

/** Runs `work` in the call's transaction when it has one, else in a transaction of its own. */
export function inCallTransaction<T>(
  db: DataSource,
  callTransaction: EntityManager | undefined,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return callTransaction ? work(callTransaction) : db.transaction(work);
}
