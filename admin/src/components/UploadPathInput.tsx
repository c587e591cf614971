import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { TextInput, useNotify, useTranslate, useWrappedSource, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { WireSchema } from '@earnwave/contracts';
import { httpClient } from '../dataProvider';
import { kindOf, mimeOfUpload, previewUrl, type MediaKind } from './uploadTypes';

type UploadAnswer = WireSchema<'UploadView'>;

/**
 * A stored file's relative path (`uploads/...`, or a shipped `assets/...`), typed or set by
 * uploading a file through `POST /api/uploads` (the server checks its bytes and stores it under a
 * random name). With `mimeSource`, the upload also fills the mime type in. Shows a preview (as
 * `kind`, else by the mime type or the path's extension). Works inside list inputs too: `source`
 * is then the item's field. A refused upload shows the server's message under the input.
 */
export function UploadPathInput({
  source,
  label,
  accept,
  mimeSource,
  kind,
  validate,
  helperText,
}: {
  source: string;
  label: string;
  accept: string;
  mimeSource?: string;
  kind?: MediaKind;
  validate?: Validator | Validator[];
  helperText?: string;
}) {
  const { setValue, setError, watch } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const path = useWrappedSource(source);
  const mimePath = useWrappedSource(mimeSource ?? source);
  const value = watch(path) as string | null | undefined;
  const mime = mimeSource ? (watch(mimePath) as string | undefined) : undefined;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const { json } = await httpClient('/api/uploads', { method: 'POST', body: form });
      const answer = (json as { data: UploadAnswer }).data;
      setValue(path, answer.relativePath, { shouldDirty: true, shouldValidate: true });
      if (mimeSource) setValue(mimePath, mimeOfUpload(answer), { shouldDirty: true, shouldValidate: true });
      notify('earnwave.upload.done', { type: 'info' });
    } catch (error) {
      const message = (error as Error).message || translate('earnwave.upload.failed');
      setError(path, { type: 'server', message });
      notify(message, { type: 'error' });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const url = previewUrl(value);
  const shown = kind ?? kindOf(mime, value ?? undefined);
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 640 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput source={source} label={label} validate={validate} helperText={helperText} fullWidth />
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
          onClick={() => picker.current?.click()}
          sx={{ mt: 1, whiteSpace: 'nowrap' }}
        >
          {translate('earnwave.action.upload')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          accept={accept}
          data-testid={`${path}-file`}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </Stack>
      {url && (
        <Box data-testid={`${path}-preview`}>
          {shown === 'video' ? (
            <video src={url} controls preload="metadata" style={{ maxWidth: 320, maxHeight: 180 }} />
          ) : shown === 'audio' ? (
            <audio src={url} controls preload="metadata" />
          ) : (
            <img src={url} alt={`${label} preview`} style={{ maxWidth: 320, maxHeight: 180, borderRadius: 4 }} />
          )}
        </Box>
      )}
    </Stack>
  );
}
