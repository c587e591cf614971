import { TWO_FACTOR_MSG, type MfaStatus, type WireData } from '@earnwave/contracts';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useNotify, useRedirect } from 'react-admin';
import { httpClient } from '../dataProvider';
import { session } from '../session';
import { AuthenticatorCodeField } from './AuthenticatorCodeField';

type Started = WireData<'TwoFactorController_startEnrolment'>;
type Stage = { step: 'password' } | ({ step: 'scan' } & Started) | { step: 'codes'; recoveryCodes: string[] };

/** The first field error of a refused call, else its message (the server's error shape). */
const reason = (error: unknown) => {
  const body = (error as { body?: { errors?: { msg: string }[] } }).body;
  return body?.errors?.[0]?.msg ?? (error as Error).message;
};

/**
 * Two-factor sign-in for the administrator signed in: the state, and the set-up (password, the
 * authenticator's QR code or key, a first code, the recovery codes shown once). In production an
 * administrator is sent here until it is on: nothing else answers before.
 */
export function TwoFactorPage() {
  const notify = useNotify();
  const redirect = useRedirect();
  const id = session.identity()?.id;
  const base = `/api/users/${id}/mfa`;
  const [status, setStatus] = useState<MfaStatus>();
  const [stage, setStage] = useState<Stage>({ step: 'password' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () => httpClient(base).then(({ json }) => setStatus((json as { data: MfaStatus }).data)),
    [base],
  );
  useEffect(() => void load().catch((failure: Error) => setError(failure.message)), [load]);

  const post = async (path: string, body: object) =>
    ((await httpClient(path, { method: 'POST', body: JSON.stringify(body) })).json as { data: unknown }).data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      if (stage.step === 'password') {
        setStage({ step: 'scan', ...((await post(`${base}/totp`, { password: value })) as Started) });
      } else if (stage.step === 'scan') {
        const { recoveryCodes } = (await post(`${base}/totp/confirm`, { code: value })) as { recoveryCodes: string[] };
        setStage({ step: 'codes', recoveryCodes });
        await load();
      }
      setValue('');
    } catch (failure) {
      setError(reason(failure));
    } finally {
      setBusy(false);
    }
  };

  const codes = stage.step === 'codes' ? stage.recoveryCodes : [];
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Two-factor sign-in" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            Two-factor sign-in
          </Typography>
          {status?.enrolmentRequired && <Alert severity="warning">{TWO_FACTOR_MSG.adminMustEnrol}</Alert>}
          {status?.totpEnabled && stage.step !== 'codes' && (
            <Alert severity="success">
              On: every sign-in asks for a code from your authenticator app. {status.recoveryCodesLeft} recovery codes
              left.
            </Alert>
          )}
          {status && !status.totpEnabled && stage.step !== 'codes' && (
            <Box component="form" onSubmit={submit} noValidate>
              <Stack spacing={2}>
                {stage.step === 'password' ? (
                  <>
                    <Typography>Enter your password to set up an authenticator app.</Typography>
                    <TextField
                      label="Password"
                      type="password"
                      value={value}
                      onChange={(event) => setValue(event.target.value)}
                      autoFocus
                      slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
                    />
                  </>
                ) : (
                  <>
                    <Typography>
                      Scan this QR code with an authenticator app (or enter the key by hand), then type the 6-digit code
                      it shows.
                    </Typography>
                    <Box sx={{ background: '#fff', p: 1.5, width: 'fit-content' }}>
                      <QRCodeSVG
                        value={stage.otpauthUrl}
                        size={176}
                        role="img"
                        aria-label="QR code for your authenticator app"
                      />
                    </Box>
                    <Typography>
                      Key for manual entry: <code data-testid="totp-secret">{stage.secret}</code>
                    </Typography>
                    <AuthenticatorCodeField value={value} onChange={setValue} />
                  </>
                )}
                {error && <Alert severity="error">{error}</Alert>}
                <Button type="submit" variant="contained" disabled={busy || value === ''} sx={{ alignSelf: 'start' }}>
                  {stage.step === 'password' ? 'Continue' : 'Turn on'}
                </Button>
              </Stack>
            </Box>
          )}
          {stage.step === 'codes' && (
            <section aria-labelledby="recovery-codes-title">
              <Typography variant="h6" component="h2" id="recovery-codes-title">
                Your recovery codes
              </Typography>
              <Alert severity="warning" sx={{ my: 1 }}>
                Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.
              </Alert>
              <Box
                component="ol"
                aria-label="Your recovery codes"
                sx={{ columns: 2, fontFamily: 'monospace', fontSize: 16 }}
              >
                {codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  onClick={() =>
                    navigator.clipboard.writeText(codes.join('\n')).then(
                      () => notify('earnwave.twoFactor.codesCopied', { type: 'info' }),
                      () => notify('earnwave.twoFactor.codesCopyFailed', { type: 'warning' }),
                    )
                  }
                >
                  Copy codes
                </Button>
                <Button
                  href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`}
                  download="earnwave-admin-recovery-codes.txt"
                >
                  Download
                </Button>
                <Button variant="contained" onClick={() => redirect('/')}>
                  I have saved them
                </Button>
              </Stack>
            </section>
          )}
          {!status && error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
