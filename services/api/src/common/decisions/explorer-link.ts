import { paymentNetwork } from '@earnwave/contracts';

/** The explorer page of a transfer on the network of the USDT settings, or null for an unknown network or a missing Txid. */
export function explorerLink(network: string | undefined, txid: string | null | undefined): string | null {
  const explorer = paymentNetwork(network)?.explorerTxUrl;
  if (!explorer || !txid || !/^[\w-]+$/.test(txid)) return null;
  return explorer + encodeURIComponent(txid);
}
