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
        label={used ? 'earnwave.catalogue.disable' : 'earnwave.catalogue.delete'}
        confirmTitle={used ? 'earnwave.catalogue.disableTitle' : 'earnwave.catalogue.deleteTitle'}
        confirmContent={used ? 'earnwave.catalogue.disableContent' : 'earnwave.catalogue.deleteContent'}
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            notify(data?.deleted === true ? 'earnwave.catalogue.deleted' : 'earnwave.catalogue.disabled', {
              type: 'info',
            });
            redirect('list', resource);
          },
        }}
      />
    </Toolbar>
  );
}
