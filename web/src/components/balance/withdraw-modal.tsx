import {
  MFA_CODE_MAX_LENGTH,
  paymentNetwork,
  TWO_FACTOR_MSG,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_MSG,
  walletAddressInvalidMsg,
} from '@earnwave/contracts';
import { isValidWalletAddress } from '@earnwave/domain';
import { Alert, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { fieldError, GeneralErrors } from '../field-errors';
import { useLoad } from '../../hooks/use-load';
import { Api, groupErrors } from '../../services/api';
import { TwoFactorApi } from '../../services/api/two-factor';
import { getUser } from '../../services/session';
import { TEXT } from '../../texts';
import { WALLET_TEXT } from '../../texts/wallet';

const PARAMS = ['amount', 'walletAddress', 'code'] as const;
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;

interface Values {
  amount: number;
  walletAddress: string;
  code?: string;
}

/**
 * The Withdraw modal (spec 4 and 5): the form, then submitting, then a success note that stays
 * until closed. Amount and wallet address are required, the address at most 150 characters and
 * valid for the payment network of the settings (the server's own check, so that a mistyped address
 * or another chain's is caught before it is sent); server errors (param amount, walletAddress or
 * code) show under their field. A member with two-factor sign-in on is asked for the
 * authenticator's code too (the server refuses without it).
 */
export function WithdrawModal({
  open,
  onClose,
  onWithdrawn,
}: {
  open: boolean;
  onClose: () => void;
  /** The amount and its fee were held: the balance is lower now. */
  onWithdrawn?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<'form' | 'submitting' | 'done'>('form');
  const [errors, setErrors] = useState<Errors>({});
  // Read at each opening.
  const common = useLoad((signal) => Api.membershipCommon(signal), [open], { skip: !open }).value;
  const network = common && paymentNetwork(common.network);
  // Unknown status: the field appears when the server asks for the code (an error under `code`).
  const memberId = getUser()?.id;
  const twoFactor = useLoad(
    (signal) => (memberId ? TwoFactorApi.status(memberId, signal) : Promise.resolve(null)),
    [open, memberId],
    { skip: !open },
  ).value;
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = codeAsked || Boolean(twoFactor?.totpEnabled);

  const close = () => {
    setState('form');
    setErrors({});
    form.resetFields();
    onClose();
  };

  const submit = async (values: Values) => {
    setState('submitting');
    setErrors({});
    try {
      await Api.withdraw({
        amount: values.amount,
        walletAddress: values.walletAddress.trim(),
        ...(needsCode ? { code: values.code?.trim() } : {}),
      });
      setState('done');
      onWithdrawn?.();
    } catch (error) {
      const grouped = groupErrors(error, PARAMS);
      if (grouped.code) setCodeAsked(true);
      // A code is good for one try: the next one is typed afresh.
      form.setFieldValue('code', undefined);
      setErrors(grouped);
      setState('form');
    }
  };

  return (
    <Modal open={open} onCancel={close} footer={null} title={WALLET_TEXT.withdraw} forceRender>
      {state === 'done' ? (
        <Alert
          type="success"
          showIcon
          title={WALLET_TEXT.withdrawalRequestedTitle}
          description={TEXT.withdrawalRequested}
          action={<Button onClick={close}>{WALLET_TEXT.close}</Button>}
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="withdraw">
          <Form.Item
            label={WALLET_TEXT.amountCredits}
            name="amount"
            rules={[{ required: true, message: WALLET_MSG.withdrawalAmountInvalid }]}
            {...fieldError(errors.amount)}
          >
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={WALLET_TEXT.walletAddress}
            name="walletAddress"
            rules={[
              { required: true, whitespace: true, message: WALLET_MSG.walletRequired },
              { max: WALLET_ADDRESS_MAX_LENGTH, message: WALLET_MSG.walletTooLong },
              {
                // Unknown until the settings are read: the server checks it then.
                validator: async (_rule, value: string | undefined) => {
                  if (network && value?.trim() && !isValidWalletAddress(value.trim(), network.key)) {
                    throw new Error(walletAddressInvalidMsg(network.label));
                  }
                },
              },
            ]}
            extra={network ? WALLET_TEXT.networkAddress(network.label) : undefined}
            {...fieldError(errors.walletAddress)}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {needsCode && (
            <Form.Item
              label={TEXT.authenticatorCode}
              name="code"
              extra={TEXT.payoutCodeHelp}
              rules={[
                { required: true, whitespace: true, message: TWO_FACTOR_MSG.codeRequired },
                { max: MFA_CODE_MAX_LENGTH, message: TWO_FACTOR_MSG.codeWrong },
              ]}
              {...fieldError(errors.code)}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" />
            </Form.Item>
          )}
          <GeneralErrors messages={errors.general} />
          <Button type="primary" htmlType="submit" block loading={state === 'submitting'}>
            {WALLET_TEXT.requestWithdrawal}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
