import { Edit, NumberField, TextField } from 'react-admin';
import { OrderedChildList } from '../components/OrderedChildList';
import { SaveDeleteToolbar } from '../components/SaveDeleteToolbar';
import { SeminarForm } from './SeminarForm';

export function SeminarEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SeminarForm
        toolbar={
          <SaveDeleteToolbar
            confirmTitle="earnwave.seminar.deleteTitle"
            confirmContent="earnwave.seminar.deleteContent"
          />
        }
      />
      <OrderedChildList
        title="Sections"
        reference="seminar-sections"
        target="seminarId"
        empty="No sections yet."
        addLabel="Add a section"
      >
        <TextField source="title" />
        <NumberField source="mediaCount" label="Media" sortable={false} />
        <NumberField source="sortOrder" label="Order" />
      </OrderedChildList>
    </Edit>
  );
}
