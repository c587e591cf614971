import { InvalidAmountError, parseCredits } from '@earnwave/money';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * An amount in credits (a JSON number or decimal string with at most 6 decimals) becomes
 * micro-credits; anything else stays as it was, for the range rule below to refuse.
 */
export const ToMicroCredits = () =>
  Transform(({ value }) => {
    if (typeof value !== 'number' && typeof value !== 'string') return value;
    try {
      return parseCredits(value);
    } catch (error) {
      if (error instanceof InvalidAmountError) return value;
      throw error;
    }
  });

/** A micro-credit amount from `min` to `max` (inclusive); without `max`, any amount from `min`. */
export function MicrosWithin(min: bigint, max: bigint | undefined, options: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'microsWithin',
      target: target.constructor,
      propertyName: String(property),
      constraints: [min, max],
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'bigint' && value >= min && (max === undefined || value <= max),
      },
    });
}

/** A micro-credit amount of at least `min` micro-credits. */
export function IsCredits(min: bigint, options: ValidationOptions): PropertyDecorator {
  return MicrosWithin(min, undefined, options);
}
