import {
  DeleteWithConfirmButton,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';

/**
 * Save, and delete an option: the server deletes an option no task used and disables one that a
 * task used (its tasks keep their copy); either way it leaves the task form's dropdown.
 */
export function CatalogueToolbar() {
  const record = useRecordContext<{ usedByTasks?: number }>();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const used = (record?.usedByTasks ?? 0) > 0;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        label={used ? 'Disable' : 'Delete'}
        confirmTitle={used ? 'Disable this option?' : 'Delete this option?'}
        confirmContent={
          used
            ? 'Tasks use this option: it is disabled, so it leaves the dropdown; those tasks keep their price.'
            : 'No task uses this option: it is deleted.'
        }
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            notify(data?.deleted === true ? 'Option deleted' : 'Option disabled: tasks use it', { type: 'info' });
            redirect('list', resource);
          },
        }}
      />
    </Toolbar>
  );
}
