import { Create } from 'react-admin';
import { SectionForm } from './SectionForm';

export function SectionCreate() {
  return (
    <Create redirect="edit">
      <SectionForm />
    </Create>
  );
}
