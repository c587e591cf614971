/** Texts of the console's own API (the console shows the server's message as it is). */
export const ADMIN_MSG = {
  ticketIssued: 'The queue board is open to you for 15 minutes.',
} as const;

/**
 * Refusals of the console's list dialect (ra-data-simple-rest's `sort`, `range` and `filter`
 * query parameters, each JSON), all shown under the parameter they concern.
 */
export const LIST_MSG = {
  notOnce: (param: string) => `Give ${param} once, as JSON.`,
  notJson: (param: string) => `${param} is not valid JSON.`,
  sortInvalid: (fields: readonly string[]) =>
    `sort must be ["field","ASC" or "DESC"], the field one of: ${fields.join(', ')}.`,
  filterNotObject: 'filter must be a JSON object.',
  filterIdsInvalid: (max: number) => `filter.id must be up to ${max} ids.`,
  filterUnknown: (name: string, filters: readonly string[]) =>
    `Unknown filter: ${name}. Filters: ${filters.join(', ')}.`,
  rangeInvalid: (max: number) => `range must be [first, last] row numbers from 0, at most ${max} rows.`,
  /** `what` is the filter's kind of value (FILTER_VALUE, or the words a resource's own filter gives). */
  filterValueInvalid: (name: string, what: string) => `filter.${name} must be ${what}.`,
} as const;

/** What each kind of list filter takes, as LIST_MSG.filterValueInvalid says it. */
export const FILTER_VALUE = {
  oneOf: (values: readonly string[]) => `one of: ${values.join(', ')}`,
  text: 'text',
  id: 'an id',
  boolean: 'true or false',
  search: 'text of at most 200 characters',
  moment: 'a day (YYYY-MM-DD) or an ISO instant',
} as const;
