import { Edit, NumberField, SelectField, TextField } from 'react-admin';
import { OrderedChildList } from '../components/OrderedChildList';
import { SaveDeleteToolbar } from '../components/SaveDeleteToolbar';
import { LEVEL_CHOICES } from '../seminar-media/mediaTypes';
import { SectionForm } from './SectionForm';

export function SectionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SectionForm
        toolbar={
          <SaveDeleteToolbar
            confirmTitle="earnwave.seminar.deleteSectionTitle"
            confirmContent="earnwave.seminar.deleteSectionContent"
          />
        }
      />
      <OrderedChildList
        title="Media"
        reference="seminar-media"
        target="sectionId"
        empty="No media yet."
        addLabel="Add a medium"
      >
        <TextField source="title" />
        <TextField source="mime" />
        <SelectField source="requiredLevel" label="Required level" choices={LEVEL_CHOICES} />
        <NumberField source="sortOrder" label="Order" />
      </OrderedChildList>
    </Edit>
  );
}
