import { Alert } from '@mui/material';
import { Edit, useRecordContext } from 'react-admin';
import { TaskPriceForm } from './TaskPriceForm';

function UsedNotice() {
  const record = useRecordContext<{ usedByTasks: number }>();
  if (!record?.usedByTasks) return null;
  return (
    <Alert severity="info" sx={{ m: 2, mb: 0 }}>
      {record.usedByTasks} task(s) use this option. They keep the title, cost and reward they copied when they were
      created; a change applies to new tasks only.
    </Alert>
  );
}

export function TaskPriceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <UsedNotice />
      <TaskPriceForm edit />
    </Edit>
  );
}
