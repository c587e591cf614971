import { BooleanInput, Edit, Labeled, TextField, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { ContentPreview } from './ContentPreview';

export function ContentEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ServerValidatedForm toolbar={<SaveOnlyToolbar />}>
        <ContentPreview size={240} />
        <Labeled label="File">
          <TextField source="filename" />
        </Labeled>
        <TextInput source="title" />
        <BooleanInput source="enabled" label="Hand it out to members" />
      </ServerValidatedForm>
    </Edit>
  );
}
