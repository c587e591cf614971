/** Block explorers by the payment network named in `membership_common.network`. */
const EXPLORERS: [RegExp, (txid: string) => string][] = [
  [/tron|trc-?20/i, (txid) => `https://tronscan.org/#/transaction/${txid}`],
  [/ethereum|erc-?20/i, (txid) => `https://etherscan.io/tx/${txid}`],
  [/bsc|bep-?20|bnb|binance/i, (txid) => `https://bscscan.com/tx/${txid}`],
  [/polygon|matic/i, (txid) => `https://polygonscan.com/tx/${txid}`],
];

/** The explorer page of a transfer, or null for an unknown network or a missing Txid. */
export function explorerLink(network: string | undefined, txid: string | null | undefined): string | null {
  if (!network || !txid || !/^[\w-]+$/.test(txid)) return null;
  const explorer = EXPLORERS.find(([pattern]) => pattern.test(network));
  return explorer ? explorer[1](encodeURIComponent(txid)) : null;
}
