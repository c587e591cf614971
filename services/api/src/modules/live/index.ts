export { BalancesChangedEvent } from './events/balances-changed.event';
export { LiveModule } from './live.module';
export { LIVE_GATEWAY_OPTIONS, LiveGateway } from './socket/live.gateway';
export {
  socketMember,
  SocketAuthenticator,
  type LiveSocket,
  type LiveSocketData,
  type SocketMember,
} from './socket/socket-authenticator';
