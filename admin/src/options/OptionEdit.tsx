import { Typography } from '@mui/material';
import type { WireSchema } from '@earnwave/contracts';
import { Edit, useRecordContext } from 'react-admin';
import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { NotificationEditor } from './NotificationEditor';
import { ValueInputs } from './ValueInputs';

function OptionTitle() {
  const record = useRecordContext<WireSchema<'AdminOptionRecord'>>();
  return <span>{record?.label ?? 'Setting'}</span>;
}

function OptionForm() {
  const record = useRecordContext<WireSchema<'AdminOptionRecord'>>();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6">{record.label}</Typography>
      <Typography variant="caption" color="text.secondary" gutterBottom>
        {record.id}
      </Typography>
      {record.format === 'html' ? (
        <NotificationEditor source="value" optionKey={record.id} />
      ) : (
        <ValueInputs value={record.value} source="value" />
      )}
    </>
  );
}

/**
 * One setting: its value validated on the server for its key (each message under its input); HTML
 * is sanitised when saved.
 */
export function OptionEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<OptionTitle />} redirect={false}>
      <ServerValidatedForm toolbar={<SaveOnlyToolbar />}>
        <OptionForm />
      </ServerValidatedForm>
    </Edit>
  );
}
