import { Create } from 'react-admin';
import { TaskPriceForm } from './TaskPriceForm';

export function TaskPriceCreate() {
  return (
    <Create redirect="list">
      <TaskPriceForm />
    </Create>
  );
}
