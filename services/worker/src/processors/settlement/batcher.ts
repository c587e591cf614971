import { Logger } from '@nestjs/common';

export interface BatcherOptions {
  /** A group is settled once it holds this many items... */
  maxItems: number;
  /** ...or this long after its first item arrived. */
  maxWaitMs: number;
  /**
   * Groups settling at once (default: no limit). Items that arrive meanwhile wait and go in the
   * next group as soon as one finishes, up to maxItems: under load the groups grow instead of
   * piling up as transactions that queue for the same rows and pool connections.
   */
  maxConcurrent?: number;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers single jobs into groups settled in one database transaction (open-source BullMQ hands a
 * processor one job at a time). Each job's promise settles when its group commits. When a group
 * fails, its items are retried one by one, so one bad event fails alone and is retried by BullMQ.
 */
export class Batcher<T> {
  private readonly logger = new Logger(Batcher.name);
  private pending: Pending<T>[] = [];
  private timer?: NodeJS.Timeout;
  private settling = 0;

  constructor(
    private readonly settle: (items: T[]) => Promise<void>,
    private readonly options: BatcherOptions,
  ) {}

  submit(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxItems) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.maxWaitMs);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length && this.settling < (this.options.maxConcurrent ?? Infinity)) {
      const group = this.pending.splice(0, this.options.maxItems);
      this.settling++;
      void this.settleGroup(group).finally(() => {
        this.settling--;
        // What arrived while the slots were taken has waited long enough.
        if (this.pending.length) this.flush();
      });
    }
  }

  private async settleGroup(group: Pending<T>[]): Promise<void> {
    try {
      await this.settle(group.map((entry) => entry.item));
      group.forEach((entry) => entry.resolve());
    } catch (error) {
      if (group.length === 1) return group[0].reject(error);
      this.logger.warn({ err: error, size: group.length }, 'group settlement failed; settling one by one');
      for (const entry of group) {
        await this.settle([entry.item]).then(entry.resolve, entry.reject);
      }
    }
  }
}
