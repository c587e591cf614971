import { DateField, FunctionField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { PostingsField } from './PostingsField';

export function LedgerTransactionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="type" />
        <DateField source="createdAt" label="When" showTime />
        <ReferenceField source="memberId" reference="members" label="Member" link="show" emptyText="—">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="idempotencyKey" label="Idempotency key" />
        <TextField source="reversesId" label="Reverses" emptyText="—" />
        <PostingsField label="Postings" />
        <FunctionField
          label="Metadata"
          render={(record: { metadata?: unknown }) => (
            <pre style={{ margin: 0 }}>{JSON.stringify(record.metadata, null, 2)}</pre>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
