import { InvalidAmountError, parseCredits } from '@earnwave/money';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Credits (a JSON number or decimal string, at most 6 decimals) become micro-credits; anything else stays. */
export const ToMicros = () =>
  Transform(({ value }) => {
    if (typeof value !== 'number' && typeof value !== 'string') return value;
    try {
      return parseCredits(value);
    } catch (error) {
      if (error instanceof InvalidAmountError) return value;
      throw error;
    }
  });

/** A micro-credit amount above zero. */
export function IsPositiveMicros(options: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isPositiveMicros',
      target: target.constructor,
      propertyName: String(property),
      options,
      validator: { validate: (value: unknown) => typeof value === 'bigint' && value > 0n },
    });
}
