import { paymentNetwork } from '@earnwave/contracts';
import { DatePicker, Flex, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { QRCodeSVG } from 'qrcode.react';
import { useLoad } from '../hooks/use-load';
import { Api } from '../services/api';
import { TEXT } from '../texts';
import { fieldError } from './field-errors';
import { WALLET_TEXT } from '../texts/wallet';

/**
 * The pieces of a USDT transfer to the platform (membership, credits, task payment; spec 2): the
 * wallet from settings (`membership_common`) with its QR code and network, the transfer date and
 * the transaction id (Txid).
 */

/** The wallet to send USDT to: its QR code, the address (copyable) and the network. */
export function UsdtWallet({ qrSize = 112 }: { qrSize?: number }) {
  const common = useLoad((signal) => Api.membershipCommon(signal), []).value;

  if (!common) return <Typography.Paragraph>{TEXT.loading}</Typography.Paragraph>;
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
      <QRCodeSVG value={common.wallet} size={qrSize} role="img" aria-label={WALLET_TEXT.walletQrCode} />
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text type="secondary">{WALLET_TEXT.walletAddress}</Typography.Text>
        <Typography.Text copyable code style={{ wordBreak: 'break-all' }} data-testid="wallet">
          {common.wallet}
        </Typography.Text>
        <Typography.Text type="secondary">{WALLET_TEXT.network}</Typography.Text>
        <Typography.Text strong>{paymentNetwork(common.network)?.label ?? common.network}</Typography.Text>
      </Flex>
    </Flex>
  );
}

interface FieldProps<V> {
  /** The input's id (the label points at it). */
  id: string;
  label?: string;
  value: V;
  onChange: (value: V) => void;
  /** The server's messages for this field. */
  errors?: string[];
}

/** The day the transfer was made: shown DD-MM-YYYY, no day after today. */
export function TransferDateField({
  id,
  label = WALLET_TEXT.transferDate,
  value,
  onChange,
  errors,
}: FieldProps<Dayjs | null>) {
  return (
    <Form.Item label={label} htmlFor={id} {...fieldError(errors)}>
      <DatePicker
        id={id}
        value={value}
        onChange={onChange}
        format="DD-MM-YYYY"
        style={{ width: '100%' }}
        disabledDate={(day) => day.isAfter(new Date(), 'day')}
      />
    </Form.Item>
  );
}

/** The transfer's transaction id. */
export function TxidField({ id, label = WALLET_TEXT.txid, value, onChange, errors }: FieldProps<string>) {
  return (
    <Form.Item label={label} htmlFor={id} {...fieldError(errors)}>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </Form.Item>
  );
}
