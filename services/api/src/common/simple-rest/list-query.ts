import { applyDecorators, HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { FILTER_VALUE, LIST_MSG } from '@earnwave/contracts';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import { AppError, NotFound } from '../errors';
import { refusedPlace } from '../pipes/validation';
import { ListRepository } from './infra/list.repository';

/**
 * ra-data-simple-rest's list dialect, parsed once for every admin resource:
 * `sort=["field","ASC"]`, `range=[0,24]` (inclusive), `filter={"field":value}`. Sort fields and
 * filters are whitelisted per resource and mapped to SQL expressions written here, never taken
 * from the request; values always travel as bind parameters.
 */

export type FilterRule =
  /** Equality with a string; an array of strings means any of them. `values` whitelists them. */
  | { type: 'equals'; sql: string; values?: readonly string[] }
  /** Equality with a UUID (a malformed one is a 400, not a database error). */
  | { type: 'uuid'; sql: string }
  | { type: 'boolean'; sql: string }
  /** Case-insensitive substring of any of the expressions. */
  | { type: 'search'; sql: string[] }
  /** An instant or a day (YYYY-MM-DD): from it on, or up to it (a day counts whole). */
  | { type: 'from' | 'until'; sql: string }
  /** A text value matching `pattern`, used through a condition the resource writes around its parameter. */
  | { type: 'where'; pattern: RegExp; what: string; sql: (param: string) => string };

export interface ListSpec {
  resource: string;
  /** API field → SQL expression it sorts by. `id` is always sortable. */
  sort: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  filters: Record<string, FilterRule>;
  /** The record id's SQL expression and type, for `filter={"id":[...]}` (react-admin's getMany). */
  id: { sql: string; type: 'uuid' | 'text' | 'integer' };
}

/** The console's From/Until date filters (`createdAt_gte`, `createdAt_lte`) on a creation instant. */
export const createdWithin = (sql: string): Record<'createdAt_gte' | 'createdAt_lte', FilterRule> => ({
  createdAt_gte: { type: 'from', sql },
  createdAt_lte: { type: 'until', sql },
});

/**
 * The columns of table `alias` named by the API fields, by the schema's convention (a field in
 * camelCase is its column in snake_case): `columnsOf('w', 'createdAt')` is `{ createdAt: 'w.created_at' }`.
 */
export function columnsOf(alias: string, ...fields: string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field, `${alias}.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`]),
  );
}

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

export interface ListQuery {
  where: string;
  params: unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

/** react-admin asks 25 rows a page by default, and its CSV export 1,000 rows: nothing asks more. */
export const DEFAULT_PAGE = 25;
export const MAX_PAGE = 1000;

/** A record id that is no UUID names no record: 404, as an unknown one. */
export const RecordIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

function refuse(param: 'sort' | 'range' | 'filter', msg: string): never {
  throw AppError.field(HttpStatus.BAD_REQUEST, param, msg);
}

function parseJson(param: 'sort' | 'range' | 'filter', value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') refuse(param, LIST_MSG.notOnce(param));
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return refuse(param, LIST_MSG.notJson(param));
  }
  // The request pipe saw only JSON text: an escaped "\u0000", a lone surrogate or deep nesting appear once parsed.
  const refusal = refusedPlace(parsed);
  if (refusal) refuse(param, refusal.msg);
  return parsed;
}

/** A value each filter rule takes, for the document's example. */
const FILTER_EXAMPLES: Record<Exclude<FilterRule['type'], 'where'>, (rule: FilterRule) => unknown> = {
  equals: (rule) => (rule.type === 'equals' && rule.values?.[0]) || 'text',
  uuid: () => '00000000-0000-4000-8000-000000000000',
  boolean: () => true,
  search: () => 'text',
  from: () => '2026-01-01',
  until: () => '2026-12-31T23:59:59Z',
};

/** Documents a list's `sort`, `range` and `filter` (OpenAPI) from its spec: the fields and filters it takes. */
export function ApiListQuery(spec: ListSpec): MethodDecorator {
  const filters = Object.entries(spec.filters);
  const example = Object.fromEntries(
    filters.flatMap(([name, rule]) => (rule.type === 'where' ? [] : [[name, FILTER_EXAMPLES[rule.type](rule)]])),
  );
  const described = filters.map(([name, rule]) => (rule.type === 'where' ? `${name} (${rule.what})` : name));
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field","ASC" or "DESC"]; fields: ${['id', ...Object.keys(spec.sort)].join(', ')}`,
      schema: { type: 'string', example: JSON.stringify(spec.defaultSort) },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON [first, last] row numbers from 0, inclusive, at most ${MAX_PAGE} rows`,
      schema: { type: 'string', example: JSON.stringify([0, DEFAULT_PAGE - 1]) },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; filters: ${['id (one id or a list)', ...described].join(', ')}`,
      schema: { type: 'string', example: JSON.stringify(example) },
    }),
    ApiOkResponse({
      description: 'The page: a bare array of records (see sendPage)',
      headers: {
        'Content-Range': {
          description: '`{resource} {first}-{last}/{total}`, whose total ra-data-simple-rest reads',
          schema: { type: 'string' },
        },
      },
    }),
  );
}

export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const sortFields: Record<string, string> = { id: spec.id.sql, ...spec.sort };
  const sort = parseJson('sort', query.sort) ?? spec.defaultSort;
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !Object.hasOwn(sortFields, sort[0]) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    refuse('sort', LIST_MSG.sortInvalid(Object.keys(sortFields)));
  }
  const direction = String(sort[1]).toUpperCase();
  // The id breaks ties, so that pages never repeat or skip a row.
  const orderBy = `${sortFields[sort[0]]} ${direction} NULLS LAST, ${spec.id.sql} ${direction}`;

  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    refuse('filter', LIST_MSG.filterNotObject);
  }
  let idCount: number | undefined;
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every((id) => isId(id, spec.id.type))) {
        refuse('filter', LIST_MSG.filterIdsInvalid(MAX_PAGE));
      }
      idCount = ids.length;
      conditions.push(`${spec.id.sql}::text = ANY(${bind(ids.map(String))}::text[])`);
      continue;
    }
    // Own keys only: `constructor` or `__proto__` would find Object's and reach the SQL as "undefined".
    const rule = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!rule) refuse('filter', LIST_MSG.filterUnknown(name, ['id', ...Object.keys(spec.filters)]));
    conditions.push(condition(name, rule, value, bind));
  }

  const range = parseJson('range', query.range) ?? [0, (idCount ?? DEFAULT_PAGE) - 1];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] + 1 > MAX_PAGE
  ) {
    refuse('range', LIST_MSG.rangeInvalid(MAX_PAGE));
  }
  return {
    where: conditions.length ? conditions.join(' AND ') : 'TRUE',
    params,
    orderBy,
    offset: range[0],
    limit: range[1] - range[0] + 1,
  };
}

function isId(value: unknown, type: ListSpec['id']['type']): boolean {
  if (type === 'integer') return Number.isSafeInteger(Number(value)) && String(value) !== '';
  if (typeof value !== 'string') return false;
  return type === 'uuid' ? UUID.test(value) : value.length > 0 && value.length <= 200;
}

function condition(name: string, rule: FilterRule, value: unknown, bind: (value: unknown) => string): string {
  const bad = (what: string) => refuse('filter', LIST_MSG.filterValueInvalid(name, what));
  switch (rule.type) {
    case 'equals': {
      const values = Array.isArray(value) ? value : [value];
      if (!values.length || !values.every((v) => typeof v === 'string' && (!rule.values || rule.values.includes(v)))) {
        bad(rule.values ? FILTER_VALUE.oneOf(rule.values) : FILTER_VALUE.text);
      }
      return `${rule.sql} = ANY(${bind(values)}::text[])`;
    }
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) bad(FILTER_VALUE.id);
      return `${rule.sql} = ${bind(value)}::uuid`;
    case 'boolean':
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') bad(FILTER_VALUE.boolean);
      return `${rule.sql} = ${bind(value === true || value === 'true')}`;
    case 'search': {
      if (typeof value !== 'string' || value.length > 200) bad(FILTER_VALUE.search);
      const pattern = bind(`%${(value as string).trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return `(${rule.sql.map((sql) => `${sql} ILIKE ${pattern}`).join(' OR ')})`;
    }
    case 'where':
      if (typeof value !== 'string' || !rule.pattern.test(value)) bad(rule.what);
      return `(${rule.sql(bind(value))})`;
    case 'from':
    case 'until': {
      const text = typeof value === 'string' ? value : '';
      const isDay = DAY.test(text);
      // Date.parse takes 2026-02-30 (as March 2) and year 0, which PostgreSQL refuses: a day must be
      // on the calendar, and an instant is bound as the one JavaScript read.
      const instant = new Date(isDay ? `${text}T00:00:00Z` : text);
      if (
        !(isDay || INSTANT.test(text)) ||
        Number.isNaN(instant.getTime()) ||
        instant.getUTCFullYear() < 1 ||
        !calendarDay(text.slice(0, 10))
      ) {
        bad(FILTER_VALUE.moment);
      }
      const bound = bind(isDay ? text : instant.toISOString());
      if (rule.type === 'from') return `${rule.sql} >= ${bound}::timestamptz`;
      // A day given as the end of a range counts whole (UTC).
      return isDay
        ? `${rule.sql} < (${bound}::date + 1)::timestamp AT TIME ZONE 'UTC'`
        : `${rule.sql} <= ${bound}::timestamptz`;
    }
  }
}

/** YYYY-MM-DD names a day of the calendar (not 2026-02-30, not year 0). */
function calendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString().slice(0, 10) === day;
}

export interface Page<T> {
  rows: T[];
  total: number;
  offset: number;
}

/**
 * A resource's rows, written by the resource: `from` is the FROM clause (tables and joins),
 * `select` its column list, `where` (optional) a condition every row of the resource meets, on
 * top of the request's filters (a post not deleted, say).
 */
export interface ResourceSql {
  select: string;
  from: string;
  where?: string;
}

type Row = Record<string, unknown>;

const whereOf = (sql: ResourceSql, condition: string) => (sql.where ? `(${sql.where}) AND ${condition}` : condition);

/** One page of a resource and the total matching rows, both counted and cut in SQL. */
export async function readPage<T = Row>(manager: EntityManager, list: ListQuery, sql: ResourceSql): Promise<Page<T>> {
  const where = whereOf(sql, list.where);
  const rows = new ListRepository(manager);
  const total = await rows.count(sql.from, where, list.params);
  return { rows: total ? await rows.page<T>(sql, where, list) : [], total, offset: list.offset };
}

/**
 * A resource's list as the console asks it (the request's sort, range and filters, read against
 * `spec`), each row of the page made a record by `toRecord`.
 */
export async function readRecords<R>(
  manager: EntityManager,
  spec: ListSpec,
  sql: ResourceSql,
  query: Record<string, unknown>,
  toRecord: (row: Row) => R,
): Promise<Page<R>> {
  const page = await readPage<Row>(manager, parseListQuery(query, spec), sql);
  return { ...page, rows: page.rows.map((row) => toRecord(row)) };
}

/**
 * One record of a resource by its id (`spec.id`), from the same rows as its list; when none, the
 * resource's own not-found error (a domain error, such as TaskNotFound), else the generic 404.
 */
export async function readRecord<R>(
  manager: EntityManager,
  spec: ListSpec,
  sql: ResourceSql,
  id: string,
  toRecord: (row: Row) => R,
  notFound: () => Error = () => new NotFound(),
): Promise<R> {
  const row = await new ListRepository(manager).one<Row>(sql, whereOf(sql, `${spec.id.sql} = $1`), id);
  if (!row) throw notFound();
  return toRecord(row);
}

/** `Content-Range: withdrawals 0-24/319`, which ra-data-simple-rest reads the total from. */
export function contentRange(resource: string, page: { offset: number; total: number; count: number }): string {
  const last = page.count ? page.offset + page.count - 1 : page.offset;
  return `${resource} ${page.offset}-${last}/${page.total}`;
}

/** Sets the Content-Range header of a page and answers its records: a bare array. */
export function sendPage<R>(response: FastifyReply, resource: string, page: Page<unknown>, records: R[]): R[] {
  response.header('Content-Range', contentRange(resource, { ...page, count: records.length }));
  return records;
}
