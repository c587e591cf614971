/** The ledger's transaction types live in contracts, where the clients read them too. */
export { EARNING_TYPES, TRANSACTION_TYPES, type TransactionType } from '@earnwave/contracts';
