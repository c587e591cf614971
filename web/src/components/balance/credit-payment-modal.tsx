import { CREDIT_PURCHASE_FEE_CREDITS } from '@earnwave/contracts';
import { Button, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { TransferDateField, TxidField, UsdtWallet } from '../usdt-transfer';
import { Api, ApiError } from '../../services/api';
import { ddmmyyyy } from '../../services/format';
import { toast } from '../../services/toast';
import { TEXT } from '../../texts';
import { WALLET_TEXT } from '../../texts/wallet';

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
    <Modal open onCancel={() => onClose(false)} footer={null} title={WALLET_TEXT.buyCredits} destroyOnHidden>
      <Typography.Paragraph>
        {WALLET_TEXT.youBuy}
        <strong>{amount}</strong>
        {WALLET_TEXT.creditsSend}
        <strong data-testid="credit-total">{WALLET_TEXT.usdt(total)}</strong> {WALLET_TEXT.purchaseFee(amount)}
      </Typography.Paragraph>
      <UsdtWallet />
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <TransferDateField id="purchase-date" label={WALLET_TEXT.paymentDate} value={date} onChange={setDate} />
        <Form.Item label={WALLET_TEXT.totalCost} htmlFor="total-cost">
          <Input id="total-cost" value={totalCost} readOnly onChange={(event) => setTotalCost(event.target.value)} />
        </Form.Item>
        <TxidField id="credit-txid" label={WALLET_TEXT.txidOptional} value={txid} onChange={setTxid} />
        <Button type="primary" htmlType="submit" block disabled={!date || !totalCost} loading={busy}>
          {WALLET_TEXT.submit}
        </Button>
      </Form>
    </Modal>
  );
}
