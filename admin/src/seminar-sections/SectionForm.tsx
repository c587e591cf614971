import { ReferenceInput, SelectInput, TextInput, maxLength, required } from 'react-admin';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { SortOrderInput } from '../components/SortOrderInput';
import { UploadPathInput } from '../components/UploadPathInput';

/** A section's fields (spec 3): its seminar, title, description, banner image and order. */
export function SectionForm({ toolbar }: { toolbar?: React.ReactElement }) {
  return (
    <ServerValidatedForm toolbar={toolbar}>
      <ReferenceInput source="seminarId" reference="seminars">
        <SelectInput optionText="title" label="Seminar" validate={required()} />
      </ReferenceInput>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="description" validate={maxLength(5000)} multiline minRows={2} fullWidth />
      <UploadPathInput
        source="bannerImage"
        label="Banner image"
        accept="image/*"
        helperText="An uploaded image (uploads/...) or a shipped one (assets/...). Empty: no banner."
      />
      <SortOrderInput />
    </ServerValidatedForm>
  );
}
