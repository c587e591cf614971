import { AppError } from '../errors';
import { columnsOf, contentRange, newestFirstList, parseListQuery, type ListSpec } from './list-query';

const SPEC: ListSpec = {
  resource: 'things',
  id: { sql: 't.id', type: 'uuid' },
  sort: { createdAt: 't.created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 't.status', values: ['pending', 'approved'] },
    q: { type: 'search', sql: ['t.name', 't.email'] },
    createdAt_lte: { type: 'until', sql: 't.created_at' },
    enabled: { type: 'boolean', sql: 't.enabled' },
  },
};
const ID = '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b';

function refusal(query: Record<string, unknown>): { status: number; param: string } {
  try {
    parseListQuery(query, SPEC);
  } catch (error) {
    const appError = error as AppError;
    return { status: appError.status, param: appError.errors[0].param };
  }
  throw new Error('accepted');
}

describe('the simple-rest list query', () => {
  it('defaults to the resource sort and a page of 25, the id breaking ties', () => {
    expect(parseListQuery({}, SPEC)).toEqual({
      where: 'TRUE',
      params: [],
      orderBy: 't.created_at DESC NULLS LAST, t.id DESC',
      limit: 25,
      offset: 0,
    });
  });

  it('maps sort, inclusive range and filters to SQL with bound values', () => {
    const query = parseListQuery(
      {
        sort: '["id","asc"]',
        range: '[50,74]',
        filter: JSON.stringify({ status: ['pending'], q: '50%_off', createdAt_lte: '2026-11-20', enabled: false }),
      },
      SPEC,
    );
    expect(query.orderBy).toBe('t.id ASC NULLS LAST, t.id ASC');
    expect([query.offset, query.limit]).toEqual([50, 25]);
    expect(query.where).toBe(
      "t.status = ANY($1::text[]) AND (t.name ILIKE $2 OR t.email ILIKE $2) AND t.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC' AND t.enabled = $4",
    );
    expect(query.params).toEqual([['pending'], '%50\\%\\_off%', '2026-11-20', false]);
  });

  it("answers react-admin's getMany (ids, no range) with every id", () => {
    const query = parseListQuery({ filter: JSON.stringify({ id: [ID, ID.replace('3f', '4f')] }) }, SPEC);
    expect(query.limit).toBe(2);
    expect(query.where).toBe('t.id::text = ANY($1::text[])');
  });

  it.each([
    [{ sort: '["name","ASC"]' }, 'sort'],
    [{ sort: '["createdAt"]' }, 'sort'],
    [{ sort: ['a', 'b'] }, 'sort'],
    [{ range: '[0,1000]' }, 'range'],
    [{ range: '[3,2]' }, 'range'],
    [{ range: '[0.5,2]' }, 'range'],
    [{ filter: '{"status":"paid"}' }, 'filter'],
    [{ filter: '{"id":["1"]}' }, 'filter'],
    [{ filter: '{"enabled":"maybe"}' }, 'filter'],
    [{ filter: '{"createdAt_lte":"2026-13-45T99"}' }, 'filter'],
    [{ filter: '{"createdAt_lte":"2026-02-30"}' }, 'filter'],
    [{ filter: '{"createdAt_lte":"2026-02-30T10:00Z"}' }, 'filter'],
    [{ filter: '{"createdAt_lte":"0000-01-01"}' }, 'filter'],
    [{ filter: '{"createdAt_lte":"0001-01-01T00:00+01:00"}' }, 'filter'],
    [{ filter: '{"q":{"$ne":1}}' }, 'filter'],
    [{ filter: '{"constructor":{"prototype":{"role":"admin"}}}' }, 'filter'],
    [{ filter: '{"__proto__":{"role":"admin"}}' }, 'filter'],
    [{ filter: '{"toString":"x"}' }, 'filter'],
    [{ filter: '{"q":"\\u0000"}' }, 'filter'],
    [{ filter: `{"q":${'['.repeat(10_000)}${']'.repeat(10_000)}}` }, 'filter'],
  ])('refuses %j with a 400 naming %s', (query, param) => {
    expect(refusal(query)).toEqual({ status: 400, param });
  });

  it("names a field's column by the schema's convention, camelCase to snake_case", () => {
    expect(columnsOf('o', 'noOfCost', 'isTaskType', 'title')).toEqual({
      noOfCost: 'o.no_of_cost',
      isTaskType: 'o.is_task_type',
      title: 'o.title',
    });
  });

  it('lists a newest-first resource by its creation instant, with From/Until filters on it', () => {
    const spec = newestFirstList('things', 't', { title: 't.title' }, {});
    const list = parseListQuery({ filter: '{"createdAt_gte":"2026-01-01"}' }, spec);
    expect(list.orderBy).toBe('t.created_at DESC NULLS LAST, t.id DESC');
    expect(list.where).toBe('t.created_at >= $1::timestamptz');
    expect(parseListQuery({ sort: '["title","ASC"]' }, spec).orderBy).toBe('t.title ASC NULLS LAST, t.id ASC');
  });

  it('states the range of the rows answered and the total', () => {
    expect(contentRange('things', { offset: 0, count: 25, total: 319 })).toBe('things 0-24/319');
    expect(contentRange('things', { offset: 0, count: 0, total: 0 })).toBe('things 0-0/0');
  });
});
