import { describe, expect, it } from 'vitest';
import { LEVEL_CHOICES } from './mediaTypes';

describe('seminar media types in the console', () => {
  it('offers the levels from the lowest', () => {
    expect(LEVEL_CHOICES.map((choice) => choice.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Cash']);
  });
});
