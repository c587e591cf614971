import type { ReactElement } from 'react';
import { Pagination, ReferenceManyField } from 'react-admin';

/**
 * The records of `reference` that point to the shown record through `target`, newest first, ten a
 * page: a member's ledger, a profile's ratings, a task's proofs. `children` lays them out (a Datagrid).
 */
export function NewestFirstReferences({
  reference,
  target,
  children,
}: {
  reference: string;
  target: string;
  /** Read by the show layout, which labels its fields. */
  label?: string;
  children: ReactElement;
}) {
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination />}
    >
      {children}
    </ReferenceManyField>
  );
}
