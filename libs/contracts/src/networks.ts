/**
 * The payment networks the USDT settings may name (`membership_common.network`): one list for the
 * server, the member client and the console. The family says which address a network takes (Tron's
 * base58check or an EVM `0x` address, checked by `@earnwave/domain`'s `walletAddressProblem`); the
 * explorer is where an administrator checks a transfer by its Txid.
 */
export type AddressFamily = 'tron' | 'evm';

export interface PaymentNetwork {
  key: string;
  label: string;
  family: AddressFamily;
  /** The explorer's page of a transaction: the base, the Txid appended. */
  explorerTxUrl: string;
}

export const PAYMENT_NETWORKS = [
  { key: 'tron', label: 'Tron (TRC-20)', family: 'tron', explorerTxUrl: 'https://tronscan.org/#/transaction/' },
  { key: 'ethereum', label: 'Ethereum (ERC-20)', family: 'evm', explorerTxUrl: 'https://etherscan.io/tx/' },
  { key: 'bsc', label: 'BNB Smart Chain (BEP-20)', family: 'evm', explorerTxUrl: 'https://bscscan.com/tx/' },
  { key: 'polygon', label: 'Polygon', family: 'evm', explorerTxUrl: 'https://polygonscan.com/tx/' },
  { key: 'arbitrum', label: 'Arbitrum One', family: 'evm', explorerTxUrl: 'https://arbiscan.io/tx/' },
] as const satisfies readonly PaymentNetwork[];

export type PaymentNetworkKey = (typeof PAYMENT_NETWORKS)[number]['key'];
export const PAYMENT_NETWORK_KEYS: readonly PaymentNetworkKey[] = PAYMENT_NETWORKS.map((network) => network.key);

/** The network of a key, or undefined for a key not in the list (a stored value from before the list). */
export function paymentNetwork(key: string | null | undefined): PaymentNetwork | undefined {
  return PAYMENT_NETWORKS.find((network) => network.key === key);
}
