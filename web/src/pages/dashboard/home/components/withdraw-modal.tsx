import {
  paymentNetwork,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_MSG,
  walletAddressInvalidMsg,
  type PaymentNetwork,
} from '@earnwave/contracts';
import { isValidWalletAddress } from '@earnwave/domain';
import { Alert, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { fieldError, GeneralErrors } from '../../../../components/field-errors';
import { Api, groupErrors } from '../../../../services/api';
import { TEXT } from '../../../../texts';

const PARAMS = ['amount', 'walletAddress'] as const;
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;

interface Values {
  amount: number;
  walletAddress: string;
}

/**
 * The Withdraw modal (spec 4 and 5): the form, then submitting, then a success note that stays
 * until closed. Amount and wallet address are required, the address at most 150 characters and
 * valid for the payment network of the settings (the server's own check, so that a mistyped address
 * or another chain's is caught before it is sent); server errors (param amount or walletAddress)
 * show under their field.
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
  const [network, setNetwork] = useState<PaymentNetwork>();
  useEffect(() => {
    if (open)
      Api.membershipCommon().then(
        (common) => setNetwork(paymentNetwork(common.network)),
        () => undefined,
      );
  }, [open]);

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
      await Api.withdraw({ amount: values.amount, walletAddress: values.walletAddress.trim() });
      setState('done');
      onWithdrawn?.();
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
      setState('form');
    }
  };

  return (
    <Modal open={open} onCancel={close} footer={null} title="Withdraw" forceRender>
      {state === 'done' ? (
        <Alert
          type="success"
          showIcon
          title="Withdrawal requested"
          description={TEXT.withdrawalRequested}
          action={<Button onClick={close}>Close</Button>}
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="withdraw">
          <Form.Item
            label="Amount (credits)"
            name="amount"
            rules={[{ required: true, message: WALLET_MSG.withdrawalAmountInvalid }]}
            {...fieldError(errors.amount)}
          >
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Wallet address"
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
            extra={network ? `A ${network.label} address.` : undefined}
            {...fieldError(errors.walletAddress)}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <GeneralErrors messages={errors.general} />
          <Button type="primary" htmlType="submit" block loading={state === 'submitting'}>
            Request withdrawal
          </Button>
        </Form>
      )}
    </Modal>
  );
}
