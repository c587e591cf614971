import { creditsToJson } from '@earnwave/money';

/** A timestamp column as the console reads it: ISO 8601, or null where the row has none. */
export const iso = (value: unknown): string | null => (value ? new Date(value as string | Date).toISOString() : null);

/** A micro-credit column (PostgreSQL's bigint arrives as text) as credits; none reads as 0. */
export const money = (value: unknown) => creditsToJson(BigInt((value as string | null) ?? '0'));
