import { Button, Flex, InputNumber, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { WALLET_TEXT } from '../../texts/wallet';

// The payment modal (the wallet's QR code, the date picker: 32 KB gzipped) loads when Continue
// opens it, not with the dashboard.
const CreditPaymentModal = lazy(() => import('./credit-payment-modal'));

/**
 * Buy Credits (spec 4 and 5): an amount above 0 (min 1, step 1; Continue disabled at or below 0),
 * then the payment modal: pay amount + the fee (CREDIT_PURCHASE_FEE_CREDITS) to the wallet from
 * settings, enter the payment date (sent DD-MM-YYYY) with the total cost, and submit the request
 * for an administrator.
 */
export function BuyCredits() {
  const [amount, setAmount] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const valid = typeof amount === 'number' && amount > 0;

  return (
    <>
      <Flex gap={8} wrap align="end">
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Typography.Text type="secondary">{WALLET_TEXT.creditsToBuy}</Typography.Text>
          <InputNumber
            min={1}
            step={1}
            precision={0}
            value={amount}
            onChange={(value) => setAmount(value)}
            placeholder={WALLET_TEXT.amount}
            aria-label={WALLET_TEXT.creditsToBuy}
            style={{ width: 140 }}
          />
        </label>
        <Button type="primary" disabled={!valid} onClick={() => setPaying(true)}>
          {WALLET_TEXT.continue}
        </Button>
      </Flex>
      {paying && valid && (
        <Suspense fallback={null}>
          <CreditPaymentModal
            amount={amount}
            onClose={(done) => {
              setPaying(false);
              if (done) setAmount(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
