import type { EntityManager } from 'typeorm';

/**
 * The SQL of the list dialect's reads, over the caller's manager (the data source's, or a
 * transaction's): the resource writes its FROM clause and columns, list-query.ts the condition,
 * order and page, whose values travel as bind parameters.
 */
export class ListRepository {
  constructor(private readonly manager: EntityManager) {}

  async count(from: string, where: string, params: unknown[]): Promise<number> {
    const [{ total }]: { total: number }[] = await this.manager.query(
      `SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
      params,
    );
    return total;
  }

  page<T>(
    { select, from }: { select: string; from: string },
    where: string,
    list: { params: unknown[]; orderBy: string; limit: number; offset: number },
  ): Promise<T[]> {
    return this.manager.query(
      `SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${list.orderBy}
         LIMIT ${list.limit} OFFSET ${list.offset}`,
      list.params,
    );
  }

  async one<T>({ select, from }: { select: string; from: string }, where: string, id: string): Promise<T | undefined> {
    const [row]: T[] = await this.manager.query(`SELECT ${select} FROM ${from} WHERE ${where}`, [id]);
    return row;
  }
}
