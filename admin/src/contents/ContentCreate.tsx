import { BooleanInput, Create, FileField, FileInput, TextInput, required } from 'react-admin';
import { ServerValidatedForm } from '../components/ServerValidatedForm';

/** The server checks the file by its bytes (PNG, JPEG, GIF, WebP, SVG, MP4, WebM) and its size; a refusal shows under it. */
export function ContentCreate() {
  return (
    <Create redirect="list">
      <ServerValidatedForm defaultValues={{ enabled: true }}>
        <FileInput
          source="file"
          label="Image or video"
          accept={{ 'image/*': [], 'video/mp4': [], 'video/webm': [] }}
          maxSize={50 * 1024 * 1024}
          validate={required()}
          helperText="Images up to 5 MB, videos up to 50 MB."
        >
          <FileField source="src" title="title" />
        </FileInput>
        <TextInput source="title" helperText="Defaults to the file's name." />
        <BooleanInput source="enabled" label="Hand it out to members" />
      </ServerValidatedForm>
    </Create>
  );
}
