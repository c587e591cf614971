import { CREDIT_PURCHASE_FEE_CREDITS } from '@earnwave/contracts';
import { Button, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { TransferDateField, TxidField, UsdtWallet } from '../usdt-transfer';
import { Api, ApiError } from '../../services/api';
import { ddmmyyyy } from '../../services/format';
import { toast } from '../../services/toast';
import { TEXT } from '../../texts';

/** Buy Credits' payment modal (see buy-credits.tsx), loaded when first opened. */
export default function CreditPaymentModal({ amount, onClose }: { amount: number; onClose: (done: boolean) => void }) {
  const total = amount + CREDIT_PURCHASE_FEE_CREDITS;
  const [date, setDate] = useState<Dayjs | null>(null);
  const [totalCost, setTotalCost] = useState<string>(String(total));
  const [txid, setTxid] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!date || !totalCost) return;
    setBusy(true);
    try {
      await Api.buyCredits({
        sendCreditAmount: amount,
        purchaseDate: ddmmyyyy(date),
        totalCost: Number(totalCost),
        txid: txid.trim() || undefined,
      });
      toast.success(TEXT.creditRequested);
      onClose(true);
    } catch (error) {
      toast.error(error instanceof ApiError && error.errors[0]?.msg ? error.errors[0].msg : TEXT.creditFailed);
      setBusy(false);
    }
  };

  return (
    <Modal open onCancel={() => onClose(false)} footer={null} title="Buy Credits" destroyOnHidden>
      <Typography.Paragraph>
        You buy <strong>{amount}</strong> credits. Send <strong data-testid="credit-total">{total} USDT</strong> (
        {amount} + {CREDIT_PURCHASE_FEE_CREDITS} USDT fee) to the wallet below.
      </Typography.Paragraph>
      <UsdtWallet />
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <TransferDateField id="purchase-date" label="Payment date" value={date} onChange={setDate} />
        <Form.Item label="Total cost (USDT)" htmlFor="total-cost">
          <Input id="total-cost" value={totalCost} readOnly onChange={(event) => setTotalCost(event.target.value)} />
        </Form.Item>
        <TxidField id="credit-txid" label="Transaction id (Txid, optional)" value={txid} onChange={setTxid} />
        <Button type="primary" htmlType="submit" block disabled={!date || !totalCost} loading={busy}>
          Submit
        </Button>
      </Form>
    </Modal>
  );
}
