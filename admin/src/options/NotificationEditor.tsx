import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

const PREVIEW_DELAY_MS = 300;

/**
 * The dashboard notification's HTML with a live preview. The preview shows only what the server
 * answers from its sanitiser (the same one that runs on save), never the typed HTML itself.
 */
export function NotificationEditor({ source, optionKey }: { source: string; optionKey: string }) {
  const { field, fieldState } = useInput({ source });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const html = typeof field.value === 'string' ? field.value : '';
  const [preview, setPreview] = useState<{ html: string; error?: string }>({ html: '' });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .previewOption(optionKey, html)
        .then(({ data }) => current && setPreview({ html: String(data.value) }))
        .catch((error: Error) => current && setPreview({ html: '', error: error.message }));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, optionKey, html]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextField
        label="HTML"
        multiline
        minRows={10}
        fullWidth
        value={html}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        error={!!fieldState.error}
        helperText={fieldState.error?.message ?? 'Scripts, event handlers and frames are removed when saved.'}
        slotProps={{ htmlInput: { 'data-testid': 'notification-html', style: { fontFamily: 'monospace' } } }}
      />
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }}>
        <Typography variant="overline" color="text.secondary">
          Preview (as members will see it)
        </Typography>
        {preview.error ? (
          <Typography color="error">{preview.error}</Typography>
        ) : (
          // Sanitised by the server's sanitiser: the same HTML members get.
          <Box data-testid="notification-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
        )}
      </Paper>
    </Stack>
  );
}
