import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, Datagrid, Link, ReferenceManyField, useRecordContext } from 'react-admin';

/**
 * On a parent's edit page (a seminar, a section): its children in the order members see them, each
 * opening its edit page, and a button to a child's create form with this parent already chosen.
 */
export function OrderedChildList({
  title,
  reference,
  target,
  empty,
  addLabel,
  children,
}: {
  title: string;
  /** The children's resource. */
  reference: string;
  /** The children's field that holds the parent's id. */
  target: string;
  empty: string;
  addLabel: string;
  /** The columns. */
  children: ReactNode;
}) {
  const record = useRecordContext();
  if (!record) return null;
  const create = `/${reference}/create?source=${encodeURIComponent(JSON.stringify({ [target]: record.id }))}`;
  return (
    <div style={{ padding: 16 }}>
      <Typography variant="h6">{title}</Typography>
      <ReferenceManyField reference={reference} target={target} sort={{ field: 'sortOrder', order: 'ASC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Typography variant="body2">{empty}</Typography>}>
          {children}
        </Datagrid>
      </ReferenceManyField>
      <Button component={Link} to={create} label={addLabel} startIcon={<AddIcon />} sx={{ mt: 1 }} />
    </div>
  );
}
