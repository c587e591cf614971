import { SaveButton, Toolbar } from 'react-admin';

/** Records the admin API never deletes (levels, settings, content: disable content instead). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
