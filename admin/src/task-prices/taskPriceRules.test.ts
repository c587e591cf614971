import { describe, expect, it } from 'vitest';
import { validateTaskPrice } from './taskPriceRules';

describe('validateTaskPrice', () => {
  it('accepts a reward up to the cost, with a type that fits the kind of option', () => {
    expect(validateTaskPrice({ isTaskType: true, type: 'screenshot', noOfCost: 2, noOfRewards: 2 })).toEqual({});
    expect(validateTaskPrice({ isTaskType: true, type: 'url', noOfCost: 4, noOfRewards: 3 })).toEqual({});
    expect(validateTaskPrice({ isTaskType: false, type: 'video', noOfCost: 8, noOfRewards: 2 })).toEqual({});
  });

  it('refuses a reward above the cost', () => {
    expect(validateTaskPrice({ isTaskType: true, type: 'screenshot', noOfCost: 2, noOfRewards: 2.5 })).toEqual({
      noOfRewards: 'The reward cannot be above the cost.',
    });
  });

  it('refuses a type that does not fit: task rows take a proof, the others show an image or a video', () => {
    expect(validateTaskPrice({ isTaskType: true, type: 'image' }).type).toBe(
      'A task-type option is of type screenshot or url.',
    );
    expect(validateTaskPrice({ isTaskType: false, type: 'url' }).type).toBe(
      'An option that is not task-type is of type image or video.',
    );
  });

  it('leaves empty amounts to the required checks', () => {
    expect(validateTaskPrice({ isTaskType: true, type: 'screenshot', noOfCost: null, noOfRewards: 3 })).toEqual({});
  });
});
