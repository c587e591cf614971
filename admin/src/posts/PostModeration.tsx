import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, TopToolbar, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '../components/ReasonDialog';
import { useAdminAction } from '../components/useAdminAction';
import type { AdminDataProvider } from '../dataProvider';
import type { PostRecord } from './PostMedia';

/**
 * Hide a post (with a reason its author reads) or show it again. The server decides once: a
 * second administrator hiding the same post gets its "already hidden" message.
 */
export function PostModeration() {
  const record = useRecordContext<PostRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, run } = useAdminAction();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'hide' | 'unhide' | null>(null);
  if (!record) return <TopToolbar />;

  const close = () => setDialog(null);
  const moderate = async (action: 'hide' | 'unhide', reason?: string) => {
    const done = action === 'hide' ? 'earnwave.post.hidden' : 'earnwave.post.shown';
    if (await run(() => dataProvider.moderatePost(record.id, action, reason), done)) close();
  };

  return (
    <TopToolbar>
      {record.hidden ? (
        <Button color="success" startIcon={<VisibilityIcon />} onClick={() => setDialog('unhide')}>
          {translate('earnwave.post.unhide')}
        </Button>
      ) : (
        <Button color="error" startIcon={<VisibilityOffIcon />} onClick={() => setDialog('hide')}>
          {translate('earnwave.post.hide')}
        </Button>
      )}
      <Confirm
        isOpen={dialog === 'unhide'}
        loading={busy}
        title="earnwave.post.unhideTitle"
        content="earnwave.post.unhideContent"
        onConfirm={() => moderate('unhide')}
        onClose={close}
      />
      <ReasonDialog
        open={dialog === 'hide'}
        title={translate('earnwave.post.hideTitle')}
        helperText={translate('earnwave.post.hideHelp')}
        action={translate('earnwave.post.hide')}
        busy={busy}
        onConfirm={(reason) => moderate('hide', reason)}
        onClose={close}
      />
    </TopToolbar>
  );
}
