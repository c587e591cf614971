import { applyDecorators } from '@nestjs/common';
import { MONEY_LIMITS, type MoneyField } from '@earnwave/contracts';
import { InvalidAmountError, MICROS_PER_CREDIT, parseCredits } from '@earnwave/money';
import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';

/**
 * An amount in credits (a JSON number or decimal string with at most 6 decimals) becomes
 * micro-credits; anything else stays as it was, for the range rule to refuse.
 */
const ToMicroCredits = () =>
  Transform(({ value }) => {
    if (typeof value !== 'number' && typeof value !== 'string') return value;
    try {
      return parseCredits(value);
    } catch (error) {
      if (error instanceof InvalidAmountError) return value;
      throw error;
    }
  });

export interface CreditsRule {
  /** The smallest amount, in credits (LEAST_CREDITS for "above 0"). */
  min: number;
  /** Whole credits only. */
  whole?: boolean;
  /** The refusal, naming the same range (creditsRangeMsg). */
  message: string;
}

/**
 * A money field: credits from `min` to the field's bound in MONEY_LIMITS, turned into
 * micro-credits (bigint). Anything else (above the bound, negative, more than 6 decimals, an
 * exponent, words, null, booleans, arrays, objects) is refused with `message` under the field's
 * param, before any handler could store or post it.
 */
export function Credits(field: MoneyField, { min, whole = false, message }: CreditsRule): PropertyDecorator {
  const low = parseCredits(min);
  const high = BigInt(MONEY_LIMITS[field]) * MICROS_PER_CREDIT;
  const within = (value: unknown) =>
    typeof value === 'bigint' && value >= low && value <= high && (!whole || value % MICROS_PER_CREDIT === 0n);
  const rule: PropertyDecorator = (target, property) =>
    registerDecorator({
      name: 'credits',
      target: target.constructor,
      propertyName: String(property),
      constraints: [field, low, high],
      options: { message },
      validator: { validate: within },
    });
  return applyDecorators(rule, ToMicroCredits());
}
