import {
  BooleanField,
  Datagrid,
  DateField,
  NumberField,
  ReferenceField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  UrlField,
} from 'react-admin';
import { NewestFirstReferences } from '../components/NewestFirstReferences';
import { StatusField } from '../components/StatusField';
import { ProfileImageField } from './ProfileImageField';

/** Which side of a rating the profile is on, and the member shown on the other side. */
const RATING_SIDES = {
  received: { target: 'receiverId', other: 'raterId', otherLabel: 'By' },
  given: { target: 'raterId', other: 'receiverId', otherLabel: 'Member' },
} as const;

/** The ratings the profile received or gave, newest first. */
function Ratings({ side }: { side: keyof typeof RATING_SIDES; label?: string }) {
  const { target, other, otherLabel } = RATING_SIDES[side];
  return (
    <NewestFirstReferences reference="ratings" target={target}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="When" showTime />
        <ReferenceField source={other} reference="profiles" label={otherLabel} link="show">
          <TextField source="name" />
        </ReferenceField>
        <NumberField source="stars" />
      </Datagrid>
    </NewestFirstReferences>
  );
}

/** A member's profile as other members see it, with the ratings they received and gave. */
export function ProfileShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <Tab label="Profile">
          <ProfileImageField source="backgroundImage" label="Cover" size={80} />
          <ProfileImageField source="image" label="Avatar" size={80} />
          <TextField source="name" />
          <TextField source="email" />
          <TextField source="role" />
          <StatusField source="status" label="Status" />
          <DateField source="deactivatedAt" label="Deactivated" showTime emptyText="—" />
          <TextField source="category" />
          <TextField source="bio" emptyText="—" />
          <TextField source="intros" emptyText="—" />
          <TextField source="description" emptyText="—" />
          <TextField source="links" emptyText="—" />
          <TextField source="channels" emptyText="—" />
          <UrlField source="instagram" emptyText="—" target="_blank" rel="noopener noreferrer" />
          <UrlField source="youtube" emptyText="—" target="_blank" rel="noopener noreferrer" />
          <UrlField source="snapchat" emptyText="—" target="_blank" rel="noopener noreferrer" />
          <UrlField source="facebook" emptyText="—" target="_blank" rel="noopener noreferrer" />
          <BooleanField source="receiveMessage" label="Receives messages" />
          <NumberField source="earnPerMessage" label="Earn per message (credits)" />
          <NumberField source="favouritedBy" label="Favoured by" />
          <NumberField source="favourites" label="Favours" />
          <DateField source="updatedAt" label="Updated" showTime emptyText="never" />
        </Tab>
        <Tab label="Ratings received">
          <NumberField source="averageRating" label="Average" />
          <NumberField source="ratingCount" label="Ratings" />
          <Ratings label="Ratings" side="received" />
        </Tab>
        <Tab label="Ratings given">
          <Ratings label="Ratings" side="given" />
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
