import { TOTP_DIGITS } from '@earnwave/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { GeneralErrors } from '../field-errors';
import { ApiError, groupErrors, TwoFactorApi, type LoginAnswer } from '../../services/api';
import { TEXT } from '../../texts';

/**
 * The second step of a login with two-factor sign-in on: the authenticator's code (a numeric
 * keyboard, and the phone's one-time-code autofill), or one of the recovery codes instead. A step
 * that expired (5 minutes) or was used sends the user back to the password.
 */
export function CodeStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (user: LoginAnswer) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setErrors([]);
    try {
      onSignedIn(await TwoFactorApi.logInWithCode(mfaToken, code.trim()));
    } catch (error) {
      setExpired(error instanceof ApiError && error.status === 401);
      setErrors(groupErrors(error, []).general ?? []);
      setBusy(false);
    }
  };
  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setErrors([]);
  };

  const filled = recovery ? code.trim() !== '' : code.length === TOTP_DIGITS;
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} name="login-second-step">
      <Typography.Paragraph>{recovery ? TEXT.recoveryStepIntro : TEXT.codeStepIntro}</Typography.Paragraph>
      <Form.Item label={recovery ? TEXT.recoveryCode : TEXT.authenticatorCode} htmlFor="login-code">
        {recovery ? (
          <Input
            id="login-code"
            key="recovery"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <Input
            id="login-code"
            key="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
          />
        )}
      </Form.Item>
      <GeneralErrors messages={errors} />
      <Form.Item style={{ marginBottom: 8 }}>
        {expired ? (
          <Button type="primary" block onClick={onRestart}>
            {TEXT.logInAgain}
          </Button>
        ) : (
          <Button type="primary" htmlType="submit" block disabled={!filled} loading={busy}>
            {TEXT.verify}
          </Button>
        )}
      </Form.Item>
      <Flex justify="space-between" wrap>
        <Button type="link" style={{ paddingInline: 0 }} onClick={switchKind}>
          {recovery ? TEXT.useAuthenticator : TEXT.useRecoveryCode}
        </Button>
        <Button type="link" style={{ paddingInline: 0 }} onClick={onRestart}>
          {TEXT.cancel}
        </Button>
      </Flex>
    </Form>
  );
}
