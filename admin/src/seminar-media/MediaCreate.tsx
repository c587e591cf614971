import { Create } from 'react-admin';
import { MediaForm } from './MediaForm';

export function MediaCreate() {
  return (
    <Create redirect="list">
      <MediaForm create />
    </Create>
  );
}
