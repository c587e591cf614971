import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { OwnAccount } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { MemberLedgerQueries } from '../queries/member-ledger.queries';
import { transactionFilter } from '../transaction-filter';
import { TransactionsQuery } from './dto/transactions.query';

/** Spec 7, Wallet: the member's own history of money (the tag is the dashboard statistics' it was served with). */
@ApiTags('statistics')
@ApiBearerAuth()
@OwnAccount()
@Controller('members/:id')
export class MemberLedgerController {
  constructor(private readonly ledger: MemberLedgerQueries) {}

  @Get('transactions')
  async transactions(@Param('id', AccountIdPipe) id: string, @Query() query: TransactionsQuery) {
    return ok(await this.ledger.transactions(id, transactionFilter(query)));
  }
}
