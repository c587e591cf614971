import { describe, expect, it } from 'vitest';
import { toFormErrors } from './formErrors';

describe('toFormErrors', () => {
  it("puts each of the API's field errors under its field and the first one in the notification", () => {
    expect(
      toFormErrors([
        { param: 'noOfRewards', msg: 'The reward cannot be above the cost.' },
        { param: 'title', msg: 'Enter a title.' },
      ]),
    ).toEqual({
      noOfRewards: 'The reward cannot be above the cost.',
      title: 'Enter a title.',
      root: { serverError: 'The reward cannot be above the cost.' },
    });
  });

  it('keeps the first message of a field, and shows a general error only as the notification', () => {
    expect(
      toFormErrors([
        { param: 'general', msg: 'Nothing to change.' },
        { param: 'title', msg: 'Enter a title.' },
        { param: 'title', msg: 'The title is at most 120 characters.' },
      ]),
    ).toEqual({ title: 'Enter a title.', root: { serverError: 'Nothing to change.' } });
  });

  it('says the errors no input shows in the notification, never under a field', () => {
    const inputs = new Set(['value.title', 'value.sections.0.relativePath']);
    expect(
      toFormErrors(
        [
          { param: 'value.sections.0.relativePath', msg: 'The step picture: enter an http(s) URL or a path.' },
          { param: 'value.colour', msg: 'Unknown field: value.colour.' },
          { param: 'general', msg: 'Nothing to change.' },
          { param: 'general', msg: 'Nothing to change.' },
        ],
        (param) => inputs.has(param),
      ),
    ).toEqual({
      'value.sections.0.relativePath': 'The step picture: enter an http(s) URL or a path.',
      root: { serverError: 'Unknown field: value.colour. Nothing to change.' },
    });
  });

  it('answers nothing when the save succeeded or the errors are not field errors', () => {
    expect(toFormErrors(undefined)).toBeUndefined();
    expect(toFormErrors([])).toBeUndefined();
    expect(toFormErrors({ title: 'x' })).toBeUndefined();
    expect(toFormErrors([{ code: 1 }])).toBeUndefined();
  });
});
