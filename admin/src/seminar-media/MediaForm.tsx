import { ReferenceInput, SelectInput, TextInput, maxLength, regex, required } from 'react-admin';
import { ServerValidatedForm } from '../components/ServerValidatedForm';
import { SortOrderInput } from '../components/SortOrderInput';
import { LEVEL_CHOICES } from './mediaTypes';
import { UploadPathInput } from '../components/UploadPathInput';

/**
 * A medium's fields: its section, title, file (upload it, or give a stored path) and mime type
 * (filled in by the upload), the lowest membership level that opens it, and its order.
 */
export function MediaForm({ toolbar, create = false }: { toolbar?: React.ReactElement; create?: boolean }) {
  return (
    <ServerValidatedForm toolbar={toolbar} defaultValues={create ? { requiredLevel: 'bronze' } : undefined}>
      <ReferenceInput source="sectionId" reference="seminar-sections">
        <SelectInput optionText="title" label="Section" validate={required()} />
      </ReferenceInput>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <UploadPathInput
        source="path"
        label="File"
        accept="video/*,audio/*,image/*"
        mimeSource="mime"
        validate={required()}
        helperText="Upload a video, audio or image, or give an uploads/... or assets/... path."
      />
      <TextInput
        source="mime"
        label="Mime type"
        helperText="Filled in by the upload, e.g. video/mp4."
        validate={[required(), regex(/^(image|video|audio)\/[a-z0-9.+-]+$/, 'image/..., video/... or audio/...')]}
      />
      <SelectInput
        source="requiredLevel"
        label="Required level"
        helperText="Members at this level or above open it; lower levels see it locked."
        choices={LEVEL_CHOICES}
        validate={required()}
      />
      <SortOrderInput />
    </ServerValidatedForm>
  );
}
