import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar';
import { BooleanInput, Edit, Labeled, SimpleForm, TextField, TextInput } from 'react-admin';
import { ContentPreview } from './ContentPreview';

export function ContentEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <ContentPreview size={240} />
        <Labeled label="File">
          <TextField source="filename" />
        </Labeled>
        <TextInput source="title" />
        <BooleanInput source="enabled" label="Hand it out to members" />
      </SimpleForm>
    </Edit>
  );
}
