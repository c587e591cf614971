import { Module } from '@nestjs/common';
import { ApplicationConfig } from '@nestjs/core';
import { LedgerModule } from '../ledger';
import { CloseRevokedSessionsHandler } from './socket/close-revoked-sessions.handler';
import { LiveGateway } from './socket/live.gateway';
import { LiveSocketAdapter } from './socket/live-socket.adapter';
import { PushBalancesHandler } from './socket/push-balances.handler';
import { SocketAuthenticator } from './socket/socket-authenticator';

/**
 * Live updates: the socket.io server (its adapter, authentication and member rooms) and what it
 * pushes (balances, read through the ledger's queries, the end of revoked sessions). Stored notifications are `notifications`'.
 */
@Module({
  imports: [LedgerModule],
  providers: [SocketAuthenticator, LiveSocketAdapter, LiveGateway, CloseRevokedSessionsHandler, PushBalancesHandler],
  exports: [SocketAuthenticator],
})
export class LiveModule {
  /**
   * Installs the adapter as the app's socket.io adapter (what `app.useWebSocketAdapter` does).
   * Module constructors run while the app is being built, before `init()` creates the gateways'
   * server, so whoever builds the app (main, tests) gets the same socket server.
   */
  constructor(applicationConfig: ApplicationConfig, adapter: LiveSocketAdapter) {
    applicationConfig.setIoAdapter(adapter);
  }
}
