import { Edit } from 'react-admin';
import { SaveDeleteToolbar } from '../components/SaveDeleteToolbar';
import { MediaForm } from './MediaForm';

export function MediaEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <MediaForm
        toolbar={
          <SaveDeleteToolbar
            confirmTitle="earnwave.seminar.deleteMediumTitle"
            confirmContent="earnwave.seminar.deleteMediumContent"
          />
        }
      />
    </Edit>
  );
}
