import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choicesOf } from '../components/choices';
import { PostMedia, type PostRecord } from './PostMedia';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title, text or author" />,
  <ReferenceInput key="memberId" source="memberId" reference="members" alwaysOn>
    <AutocompleteInput label="Member" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <NullableBooleanInput key="hidden" source="hidden" label="Hidden" alwaysOn />,
  <NullableBooleanInput key="paid" source="paid" label="Paid" />,
  <NullableBooleanInput key="isPrivate" source="isPrivate" label="Private" />,
  <SelectInput
    key="postFileType"
    source="postFileType"
    label="File"
    choices={choicesOf(['image', 'video', 'audio'])}
  />,
];

/** Members' posts, newest first, for moderation. */
export function PostList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <PostMedia label="File" />
        <TextField source="title" />
        <ReferenceField source="memberId" reference="members" label="Author" link="show" sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <TextField source="postFileType" label="Type" sortable={false} />
        <NumberField source="costView" label="Price (credits)" />
        <NumberField source="views" sortable={false} />
        <NumberField source="likeCount" label="Likes" sortable={false} />
        <BooleanField source="isPrivate" label="Private" sortable={false} />
        <FunctionField<PostRecord>
          label="Hidden"
          sortBy="hiddenAt"
          render={(record) => (record.hidden ? `hidden: ${record.hiddenReason}` : '—')}
        />
        <DateField source="createdAt" label="Posted" />
      </Datagrid>
    </List>
  );
}
