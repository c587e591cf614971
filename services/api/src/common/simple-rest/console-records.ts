import { Controller, Get, Inject, Param, Query, Res, type PipeTransform } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import { RequireCapability } from '../auth/access.decorators';
import {
  ApiListQuery,
  readRecord,
  readRecords,
  sendPage,
  type ListSpec,
  type Page,
  type ResourceSql,
} from './list-query';

/** What a console list reads: a page of it, as ra-data-simple-rest asks it (sort, range, filter). */
export interface ListReader<L> {
  list(query: Record<string, unknown>): Promise<Page<L>>;
}

/** What a console resource reads: its list, and one record by id (a 404 when there is none). */
export interface RecordReader<L, R = L> extends ListReader<L> {
  one(id: string): Promise<R>;
}

/**
 * A console resource as its routes know it: its list's spec (whose `resource` is its name and its
 * path under `/api/admin`) and, as an abstract class, the token its reader is provided under, as a
 * port is. The module binds it to the reader (`provideReader`); the routes see only the interface.
 */
export type ConsoleResource<Reader> = (abstract new () => Reader) & { readonly spec: ListSpec };

/** A resource that the console lists and opens (`GET {resource}`, `GET {resource}/{id}`). */
export function consoleResource<L, R = L>(spec: ListSpec): ConsoleResource<RecordReader<L, R>> {
  return resourceToken(spec);
}

/** A resource that the console only lists (`GET {resource}`). */
export function consoleList<L>(spec: ListSpec): ConsoleResource<ListReader<L>> {
  return resourceToken(spec);
}

function resourceToken<Reader>(spec: ListSpec): ConsoleResource<Reader> {
  abstract class Token {}
  // Nest names a missing provider by its token's name.
  Object.defineProperty(Token, 'name', { value: `ConsoleResource(${spec.resource})` });
  return Object.assign(Token, { spec }) as unknown as ConsoleResource<Reader>;
}

/** Provides a resource's reader: the part of `source` (a provider of the module, its repository) that reads it. */
export function provideReader<Reader, Source>(
  resource: ConsoleResource<Reader>,
  source: abstract new (...args: never[]) => Source,
  reader: (source: Source) => Reader,
) {
  return { provide: resource, inject: [source], useFactory: reader };
}

/**
 * The console's list of a resource: `GET /api/admin/{resource}`, in ra-data-simple-rest's dialect
 * (a bare array of records, `Content-Range` with the total), for administrators only. A resource's
 * controller extends it (or ConsoleRecords) and adds its own actions, which the class's access rule
 * covers too; `records` is the resource's reader. The path, tags and access rule are this class's,
 * which the controller inherits: a controller with a constructor of its own is only marked
 * `@Injectable()`, so that TypeScript records the constructor's parameters for Nest.
 */
export function ConsoleList<L>(resource: ConsoleResource<ListReader<L>>) {
  const { spec } = resource;

  @ApiTags('admin')
  @ApiBearerAuth()
  @RequireCapability('admin')
  @Controller(`admin/${spec.resource}`)
  class ConsoleListRoutes {
    @Inject(resource) readonly records!: ListReader<L>;

    @Get()
    @ApiListQuery(spec)
    async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<L[]> {
      const page = await this.records.list(query);
      return sendPage(res, spec.resource, page, page.rows);
    }
  }
  return ConsoleListRoutes;
}

/**
 * The console's list and record of a resource: ConsoleList's route and `GET /api/admin/{resource}/{id}`,
 * the id read through `idPipe` (a malformed id is the resource's 404) when one is given.
 */
export function ConsoleRecords<L, R>(resource: ConsoleResource<RecordReader<L, R>>, idPipe?: PipeTransform) {
  class ConsoleRecordRoutes extends ConsoleList<L>(resource) {
    declare readonly records: RecordReader<L, R>;

    @Get(':id')
    one(@Param('id', ...(idPipe ? [idPipe] : [])) id: string): Promise<R> {
      return this.records.one(id);
    }
  }
  return ConsoleRecordRoutes;
}

/**
 * A resource read from its rows alone: its list (readRecords) and its record (readRecord, a 404
 * with the resource's `notFound` error when there is none), each row made a record by `toRecord`.
 */
export function sqlRecords<R>(
  manager: EntityManager,
  spec: ListSpec,
  sql: ResourceSql,
  toRecord: (row: Record<string, unknown>) => R,
  notFound?: () => Error,
): RecordReader<R> {
  return {
    list: (query) => readRecords(manager, spec, sql, query, toRecord),
    one: (id) => readRecord(manager, spec, sql, id, toRecord, notFound),
  };
}
