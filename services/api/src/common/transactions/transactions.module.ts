import { Global, Module } from '@nestjs/common';
import { RequestTransaction } from './request-transaction';

/** The request's transaction (RequestTransaction), for every module's commands. */
@Global()
@Module({ providers: [RequestTransaction], exports: [RequestTransaction] })
export class TransactionsModule {}
