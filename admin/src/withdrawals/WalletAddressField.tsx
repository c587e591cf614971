import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

/**
 * A withdrawal's wallet address in the list: cut short with an ellipsis so that the row fits the
 * screen (an EVM address is 42 characters that never wrap), the whole address still the cell's
 * text (read aloud and selected whole) and its title, and a button that copies it whole.
 */
export function WalletAddressField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ walletAddress?: string | null }>();
  const notify = useNotify();
  const translate = useTranslate();
  const address = record?.walletAddress;
  if (!address) return <span>—</span>;
  const copy = async (event: MouseEvent) => {
    // A click on the row opens the record: copying stays on the list.
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(address);
      notify('earnwave.walletAddress.copied', { type: 'info' });
    } catch {
      notify('earnwave.walletAddress.copyRefused', { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        title={address}
        sx={{ display: 'block', maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {address}
      </Box>
      <IconButton
        size="small"
        aria-label={translate('earnwave.walletAddress.copy')}
        title={translate('earnwave.walletAddress.copy')}
        onClick={copy}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
