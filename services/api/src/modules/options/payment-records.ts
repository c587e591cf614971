import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  readRecord,
  readRecords,
  type ListSpec,
  type Page,
  type ResourceSql,
} from '../../common/simple-rest/list-query';
import { OptionsService } from './options.service';

type Row = Record<string, unknown>;

/** Makes a console record of a row, given the payment network set in the USDT settings (or none). */
export type PaymentRecordOf<R> = (row: Row, network: string | undefined) => R;

/**
 * Reads the console's payment resources (membership requests, withdrawals, credit purchases, task
 * payments): the payment network is read once per request, so that every record's Txid links to
 * that network's block explorer.
 */
@Injectable()
export class PaymentRecords {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly options: OptionsService,
  ) {}

  async list<R>(
    spec: ListSpec,
    sql: ResourceSql,
    query: Record<string, unknown>,
    toRecord: PaymentRecordOf<R>,
  ): Promise<Page<R>> {
    const network = await this.options.paymentNetwork();
    return readRecords(this.db.manager, spec, sql, query, (row) => toRecord(row, network));
  }

  async byId<R>(spec: ListSpec, sql: ResourceSql, id: string, toRecord: PaymentRecordOf<R>): Promise<R> {
    const network = await this.options.paymentNetwork();
    return readRecord(this.db.manager, spec, sql, id, (row) => toRecord(row, network));
  }
}
