import {
  BooleanField,
  DateField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { PostMedia, type PostRecord } from './PostMedia';
import { PostModeration } from './PostModeration';

/** Whether and why the post is hidden. */
function HiddenField(_props: { label?: string }) {
  const record = useRecordContext<PostRecord>();
  if (!record) return null;
  return (
    <span data-testid="post-hidden">
      {record.hidden ? `Hidden by ${record.hiddenByName ?? 'an administrator'}: ${record.hiddenReason}` : 'Visible'}
    </span>
  );
}

export function PostShow() {
  return (
    <Show actions={<PostModeration />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <ReferenceField source="memberId" reference="members" label="Author" link="show">
          <TextField source="name" />
        </ReferenceField>
        <PostMedia label="File" size={320} controls />
        <TextField source="postFileType" label="Type" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} emptyText="—" />
        <NumberField source="costView" label="Price per viewer (credits)" />
        <NumberField source="targetView" label="Target views" />
        <NumberField source="views" label="Viewers" />
        <NumberField source="paidViewsTotal" label="Paid by viewers (credits)" />
        <NumberField source="likeCount" label="Likes" />
        <BooleanField source="isPrivate" label="Private" />
        <HiddenField label="Moderation" />
        <DateField source="hiddenAt" label="Hidden at" showTime emptyText="—" />
        <DateField source="createdAt" label="Posted" showTime />
        <DateField source="updatedAt" label="Changed" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
