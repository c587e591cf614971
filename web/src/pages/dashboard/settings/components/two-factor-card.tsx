import { APP_NAME, TOTP_DIGITS } from '@earnwave/contracts';
import { Alert, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { fieldError, GeneralErrors } from '../../../../components/field-errors';
import { useLoad } from '../../../../hooks/use-load';
import { groupErrors, TwoFactorApi } from '../../../../services/api';
import { toast } from '../../../../services/toast';
import { TEXT } from '../../../../texts';
import { SETTINGS_TEXT } from '../../../../texts/dashboard';

const PARAMS = ['password', 'code'] as const;
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;

/** Where the set-up stands: each step is shown once and forgotten when left. */
type Stage =
  | { step: 'idle' }
  | { step: 'password' }
  | { step: 'scan'; secret: string; otpauthUrl: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'turnOff' };

/** A base32 key in groups of four, as authenticator apps show it for typing. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-factor sign-in: turned on with the password, the authenticator's QR code (or its key typed
 * by hand) and a first code; the recovery codes are shown once, to copy or download. Turning it off
 * takes the password and a code.
 */
export function TwoFactorCard({ memberId }: { memberId: string }) {
  const loaded = useLoad((signal) => TwoFactorApi.status(memberId, signal), [memberId]);
  const status = loaded.value ?? null;
  const failure = loaded.error === undefined ? null : (loaded.error as Error).message;
  const { reload: load } = loaded;
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const go = (next: Stage) => {
    setErrors({});
    setStage(next);
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
    } finally {
      setBusy(false);
    }
  };

  const start = ({ password }: { password: string }) =>
    run(async () => go({ step: 'scan', ...(await TwoFactorApi.startTotp(memberId, password)) }));
  const confirm = ({ code }: { code: string }) =>
    run(async () => {
      const { recoveryCodes } = await TwoFactorApi.confirmTotp(memberId, code.trim());
      go({ step: 'codes', recoveryCodes });
      await load();
    });
  const turnOff = ({ password, code }: { password: string; code: string }) =>
    run(async () => {
      await TwoFactorApi.turnOffTotp(memberId, password, code.trim());
      toast.success(TEXT.twoFactorTurnedOff);
      go({ step: 'idle' });
      await load();
    });

  const cancel = (
    <Button onClick={() => go({ step: 'idle' })} disabled={busy}>
      {TEXT.cancel}
    </Button>
  );
  const passwordField = (
    <Form.Item
      label={SETTINGS_TEXT.password}
      name="password"
      rules={[{ required: true, message: SETTINGS_TEXT.passwordRequired }]}
      {...fieldError(errors.password)}
    >
      <Input.Password autoComplete="current-password" autoFocus />
    </Form.Item>
  );

  return (
    <Card
      title={TEXT.twoFactor}
      loading={!status && !failure}
      extra={
        status && (
          <Tag color={status.totpEnabled ? 'green' : undefined}>
            {status.totpEnabled ? SETTINGS_TEXT.on : SETTINGS_TEXT.off}
          </Tag>
        )
      }
    >
      {/* Shown in the card, not announced: a failed read blocks nothing else on the page. */}
      {failure && <Typography.Paragraph type="danger">{failure}</Typography.Paragraph>}

      {status && stage.step === 'idle' && (
        <>
          <Typography.Paragraph>
            {status.totpEnabled ? TEXT.twoFactorOn : TEXT.twoFactorOff}
            {status.totpEnabled && ` ${TEXT.recoveryCodesLeft(status.recoveryCodesLeft)}`}
          </Typography.Paragraph>
          {status.totpEnabled ? (
            <Button danger onClick={() => go({ step: 'turnOff' })}>
              {TEXT.turnOff}
            </Button>
          ) : (
            <Button type="primary" onClick={() => go({ step: 'password' })}>
              {TEXT.turnOn}
            </Button>
          )}
        </>
      )}

      {stage.step === 'password' && (
        <Form layout="vertical" onFinish={start} requiredMark={false} name="two-factor-password">
          <Typography.Paragraph>{TEXT.confirmWithPassword}</Typography.Paragraph>
          {passwordField}
          <GeneralErrors messages={errors.general} />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {TEXT.continue}
            </Button>
            {cancel}
          </Flex>
        </Form>
      )}

      {stage.step === 'scan' && (
        <Form layout="vertical" onFinish={confirm} requiredMark={false} name="two-factor-confirm">
          <Typography.Paragraph>{TEXT.scanQr}</Typography.Paragraph>
          <div style={{ background: '#fff', padding: 12, width: 'fit-content', marginBottom: 16 }}>
            <QRCodeSVG value={stage.otpauthUrl} size={176} role="img" aria-label={TEXT.qrCodeLabel} />
          </div>
          <Typography.Paragraph>
            {TEXT.setupKey}:{' '}
            <Typography.Text code copyable={{ text: stage.secret }} data-testid="totp-secret">
              {grouped(stage.secret)}
            </Typography.Text>
          </Typography.Paragraph>
          <Form.Item
            label={TEXT.authenticatorCode}
            name="code"
            rules={[{ required: true, message: TEXT.codeStepIntro }]}
            normalize={(value: string) => value.replace(/\D/g, '').slice(0, TOTP_DIGITS)}
            {...fieldError(errors.code)}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" style={{ maxWidth: 200 }} />
          </Form.Item>
          <GeneralErrors messages={errors.general} />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {TEXT.turnOn}
            </Button>
            {cancel}
          </Flex>
        </Form>
      )}

      {stage.step === 'codes' && <RecoveryCodes codes={stage.recoveryCodes} onDone={() => go({ step: 'idle' })} />}

      {stage.step === 'turnOff' && (
        <Form layout="vertical" onFinish={turnOff} requiredMark={false} name="two-factor-off">
          <Typography.Paragraph>{TEXT.turnOffIntro}</Typography.Paragraph>
          {passwordField}
          <Form.Item
            label={TEXT.codeOrRecovery}
            name="code"
            rules={[{ required: true, message: TEXT.codeStepIntro }]}
            {...fieldError(errors.code)}
          >
            <Input autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} style={{ maxWidth: 240 }} />
          </Form.Item>
          <GeneralErrors messages={errors.general} />
          <Flex gap={8}>
            <Button danger type="primary" htmlType="submit" loading={busy}>
              {TEXT.turnOff}
            </Button>
            {cancel}
          </Flex>
        </Form>
      )}
    </Card>
  );
}

/** The recovery codes, shown this once: to copy or download before leaving. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = TEXT.recoveryCodesFile(codes);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(TEXT.codesCopied);
    } catch {
      toast.error(TEXT.copyFailed);
    }
  };
  return (
    <section aria-labelledby="recovery-codes-title">
      <Typography.Title level={2} id="recovery-codes-title" style={{ fontSize: 18 }}>
        {TEXT.recoveryCodesTitle}
      </Typography.Title>
      <Alert type="warning" showIcon title={TEXT.recoveryCodesIntro} style={{ marginBottom: 16 }} />
      <ol
        aria-label={TEXT.recoveryCodesTitle}
        style={{ columns: 2, maxWidth: 360, fontFamily: 'monospace', fontSize: 16, paddingInlineStart: 24 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button onClick={copy}>{TEXT.copyCodes}</Button>
        <Button
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`${APP_NAME.toLowerCase()}-recovery-codes.txt`}
        >
          {TEXT.downloadCodes}
        </Button>
        <Button type="primary" onClick={onDone}>
          {TEXT.savedCodes}
        </Button>
      </Flex>
    </section>
  );
}
