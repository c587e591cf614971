import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The transaction an idempotent call's interceptor opened for it (`@Idempotent({ inOneTransaction:
 * true })`), for the controller to hand to its command: the key, the command's writes and the
 * answer then commit together, in one commit instead of three. Undefined when the call carries no
 * key; the command joins it through `UnitOfWork.run(work, callTransaction)` (libs/db). Handed over
 * explicitly, not through AsyncLocalStorage: on Node 20 that turns on a hook for
 * every promise of the process, which doubled the cost of promise-heavy code.
 */
export const CallTransaction = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().callTransaction,
);
