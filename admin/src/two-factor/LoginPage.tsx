import { Box, Button, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Login, useLogin, useNotify } from 'react-admin';
import { SecondFactorNeeded, type LoginParams } from '../authProvider';
import { AuthenticatorCodeField } from './AuthenticatorCodeField';

/** The console's sign-in: the password, then, with two-factor sign-in on, the authenticator's code. */
export function LoginPage() {
  return (
    <Login>
      <TwoStepLoginForm />
    </Login>
  );
}

function TwoStepLoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The password step's token while the code is asked for. */
  const [mfaToken, setMfaToken] = useState<string>();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const params: LoginParams = mfaToken ? { mfaToken, code: code.trim() } : { username: email.trim(), password };
    try {
      await login(params);
    } catch (error) {
      if (error instanceof SecondFactorNeeded) {
        setMfaToken(error.mfaToken);
        setCode('');
      } else {
        notify((error as Error).message, { type: 'error' });
      }
      setBusy(false);
    }
  };
  const restart = () => {
    setMfaToken(undefined);
    setRecovery(false);
    setCode('');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <CardContent>
        {mfaToken ? (
          <Stack spacing={2}>
            <Typography variant="body2">
              {recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}
            </Typography>
            {recovery ? (
              <TextField
                key="recovery"
                label="Recovery code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoFocus
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } }}
              />
            ) : (
              <AuthenticatorCodeField key="totp" value={code} onChange={setCode} fullWidth />
            )}
            <Button type="submit" variant="contained" disabled={busy || code.trim() === ''} fullWidth>
              Verify
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Button
                size="small"
                onClick={() => {
                  setRecovery(!recovery);
                  setCode('');
                }}
              >
                {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
              </Button>
              <Button size="small" onClick={restart}>
                Back
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <TextField
              label="Email"
              name="username"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'email' } }}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
            />
            <Button type="submit" variant="contained" disabled={busy || !email.trim() || !password} fullWidth>
              Sign in
            </Button>
          </Stack>
        )}
      </CardContent>
    </Box>
  );
}
