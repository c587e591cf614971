import { Create } from 'react-admin';
import { SeminarForm } from './SeminarForm';

export function SeminarCreate() {
  return (
    <Create redirect="edit">
      <SeminarForm />
    </Create>
  );
}
