import { PROFILE_CATEGORIES } from '@earnwave/contracts';
import { Datagrid, DateField, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '../components/choices';
import { ProfileImageField } from './ProfileImageField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
  <SelectInput key="category" source="category" choices={choicesOf(PROFILE_CATEGORIES)} alwaysOn />,
  <SelectInput key="role" source="role" choices={choicesOf(['member', 'member_advertiser'])} />,
];

/** Members' public profiles, read-only: members edit their own. */
export function ProfileList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ProfileImageField source="image" label="" />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="category" />
        <NumberField source="averageRating" label="Rating" />
        <NumberField source="ratingCount" label="Ratings" />
        <NumberField source="favouritedBy" label="Favoured by" sortable={false} />
        <NumberField source="earnPerMessage" label="Per message (credits)" sortable={false} />
        <DateField source="updatedAt" label="Updated" emptyText="never" />
      </Datagrid>
    </List>
  );
}
