import { createdWithin, type FilterRule, type ListSpec } from '../../../common/simple-rest/list-query';

/**
 * A console list of the rows of table `alias`, named by `alias.id`, newest first, that the console
 * may also sort by and filter on their creation instant (From/Until), beside the given fields.
 */
export function newestFirstList(
  resource: string,
  alias: string,
  sort: Record<string, string>,
  filters: Record<string, FilterRule>,
): ListSpec {
  const createdAt = `${alias}.created_at`;
  return {
    resource,
    id: { sql: `${alias}.id`, type: 'uuid' },
    sort: { createdAt, ...sort },
    defaultSort: ['createdAt', 'DESC'],
    filters: { ...filters, ...createdWithin(createdAt) },
  };
}
