import { DeleteWithConfirmButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and delete after a confirmation that says what goes with the record. */
export function SaveDeleteToolbar({ confirmTitle, confirmContent }: { confirmTitle: string; confirmContent: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton confirmTitle={confirmTitle} confirmContent={confirmContent} />
    </Toolbar>
  );
}
