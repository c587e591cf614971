import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * A command's database transaction, which the request around it may have opened already: an
 * idempotent call whose key is kept with the command's writes (IdempotencyInterceptor) opens it,
 * so that the key, the effect and the answer commit together or not at all, in one commit instead
 * of three. A command that does all its work in one transaction takes it from here instead of
 * `DataSource.transaction`; outside such a request it gets a transaction of its own, as before.
 */
@Injectable()
export class RequestTransaction {
  private readonly open = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs `work` in the request's transaction when one is open, else in a transaction of its own. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const manager = this.open.getStore();
    return manager ? work(manager) : this.db.transaction(work);
  }

  /** Opens the request's transaction around `work`: what runs inside it joins it (run). */
  around<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => this.open.run(manager, () => work(manager)));
  }
}
