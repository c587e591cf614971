import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs, to standard output unless told; fields named password or token never reach
 * them (the request logger redacts tokens in URLs and headers).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: ['password', 'token'], censor: '[redacted]' } }, destination);
}
/** Nest's own messages go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (typeof message === 'object') this.logger.error({ context, ...(message as object) }, trace);
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
