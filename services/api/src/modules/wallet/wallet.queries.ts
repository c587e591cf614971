import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { memberAvailable } from '@earnwave/domain';
import { DataSource } from 'typeorm';

@Injectable()
export class WalletQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The member's spendable balance in micro-credits: the available account's projection. */
  async balance(memberId: string): Promise<bigint> {
    const [row]: { balance: string }[] = await this.db.query(`SELECT balance FROM ledger_accounts WHERE id = $1`, [
      memberAvailable(memberId),
    ]);
    return BigInt(row?.balance ?? 0);
  }
}
