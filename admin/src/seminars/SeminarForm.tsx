import { TextInput, maxLength, required } from 'react-admin';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { SortOrderInput } from '../components/SortOrderInput';

/** A seminar's fields (spec 3): title, title block and description block (plain text), and its order. */
export function SeminarForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <ServerValidatedForm toolbar={toolbar}>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="titleBlock" label="Title block" validate={maxLength(500)} fullWidth />
      <TextInput
        source="descriptionBlock"
        label="Description block"
        validate={maxLength(5000)}
        multiline
        minRows={3}
        fullWidth
      />
      <SortOrderInput />
    </ServerValidatedForm>
  );
}
