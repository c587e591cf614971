import type { RaRecord } from 'react-admin';

/** Which decisions a record still takes; the server decides each once and answers 409 after. */
export interface Decidable {
  approve: (record: RaRecord) => boolean;
  reject: (record: RaRecord) => boolean;
}

/** Requests say `pending`, task proofs `PENDING`. */
export const isPending = (record: RaRecord) => String(record.status ?? '').toLowerCase() === 'pending';

/** The usual rule: a pending request may be approved or rejected. */
export const PENDING_ONLY: Decidable = { approve: isPending, reject: isPending };
