import { Controller, Get, Param, ParseUUIDPipe, Post, Query, Res, type PipeTransform } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { NotFound } from '../../../common/errors';
import { LEDGER_ACCOUNTS, LEDGER_CHECKS, LEDGER_TRANSACTIONS } from '../infra/ledger.repository';
import { LedgerQueries } from '../queries/ledger.queries';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';

const notFound = () => new NotFound();

/** Check ids are bigserial: a number past a safe integer names no check (and PostgreSQL's bigint refuses it). */
const CheckIdPipe: PipeTransform<string, string> = {
  transform: (id) => {
    if (!/^[1-9]\d{0,14}$/.test(id)) throw notFound();
    return id;
  },
};

/** The ledger, read-only: transactions with postings, account balances, and the reconciliation check. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminLedgerController {
  constructor(private readonly ledger: LedgerQueries) {}

  @Get('ledger-transactions')
  @ApiListQuery(LEDGER_TRANSACTIONS)
  async transactions(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.ledger.transactions(query);
    return sendPage(res, 'ledger-transactions', page, page.rows);
  }

  @Get('ledger-transactions/:id')
  transaction(@Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    return this.ledger.transaction(id);
  }

  @Get('ledger-accounts')
  @ApiListQuery(LEDGER_ACCOUNTS)
  async accounts(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.ledger.accounts(query);
    return sendPage(res, 'ledger-accounts', page, page.rows);
  }

  @Get('ledger-accounts/:id')
  account(@Param('id') id: string) {
    return this.ledger.account(id);
  }

  @Get('ledger-checks')
  @ApiListQuery(LEDGER_CHECKS)
  async checks(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.ledger.checks(query);
    return sendPage(res, 'ledger-checks', page, page.rows);
  }

  @Get('ledger-checks/:id')
  check(@Param('id', CheckIdPipe) id: string) {
    return this.ledger.check(id);
  }

  /** Runs the reconciliation now, keeps its result and answers it. */
  @Post('ledger-checks')
  runCheck() {
    return this.ledger.runCheck();
  }
}
