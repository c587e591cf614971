import { Alert, Button, Divider, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { CardPaymentLinks } from '@earnwave/contracts';
import { GeneralErrors } from '../../../../components/field-errors';
import { TransferDateField, TxidField, UsdtWallet } from '../../../../components/usdt-transfer';
import { useLoad } from '../../../../hooks/use-load';
import { Api, groupErrors, type MembershipLevelCard, type SubscriptionAnswer } from '../../../../services/api';
import { getUser } from '../../../../services/session';
import { MEMBERSHIP_TEXT } from '../../../../texts/membership';
import { WALLET_TEXT } from '../../../../texts/wallet';

/** The levels the hosted card button is offered for (spec 2: method 1 for bronze, silver and gold). */
const CARD_LEVELS = ['bronze', 'silver', 'gold'];
/** The card provider's hosted checkout for a payment link, tied to the member by client_reference_id. */
const CARD_CHECKOUT = 'https://buy.stripe.com/';

/** The chosen day at UTC midnight (spec 5), whatever the browser's time zone. */
export function utcMidnight(day: Dayjs): string {
  return `${day.format('YYYY-MM-DD')}T00:00:00.000Z`;
}

const PARAMS = ['receipt', 'startedAt'] as const;

/**
 * The payment modal of a level (spec 2): method 1, the hosted card buy button; method 2, a USDT
 * transfer to the wallet from settings with its QR code and network, then the transfer date and
 * Txid. Submit stays disabled until both are entered; server errors show under receipt and startedAt.
 */
export function PaymentModal({
  level,
  onClose,
  onSubmitted,
}: {
  level: MembershipLevelCard | null;
  onClose: () => void;
  onSubmitted: (answer: SubscriptionAnswer) => void;
}) {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [txid, setTxid] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!level) return;
    setDate(null);
    setTxid('');
    setErrors({});
  }, [level]);
  // Read at each opening; links that could not be read are none.
  const links = useLoad((signal) => Api.cardPaymentLinks(signal), [level], { skip: !level });
  const cardLinks: CardPaymentLinks = (!links.error && links.value) || {};

  if (!level) return null;
  const card = CARD_LEVELS.includes(level.slug) ? cardLinks[level.slug] : undefined;
  const memberId = getUser()?.id ?? '';

  const submit = async () => {
    if (!date || !txid.trim()) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await Api.subscribe({
        level: level.slug,
        receipt: txid.trim(),
        amount: level.price,
        startedAt: utcMidnight(date),
      });
      onSubmitted(answer);
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={MEMBERSHIP_TEXT.paymentTitle(level.title, level.price)}
      destroyOnHidden
      width={560}
    >
      {CARD_LEVELS.includes(level.slug) && (
        <section aria-labelledby="method-card">
          <Typography.Title level={3} id="method-card" style={{ fontSize: 16 }}>
            {MEMBERSHIP_TEXT.payByCard}
          </Typography.Title>
          {card ? (
            <Button
              type="primary"
              href={`${CARD_CHECKOUT}${encodeURIComponent(card.paymentLinkId)}?client_reference_id=${encodeURIComponent(memberId)}`}
              target="_blank"
              rel="noopener noreferrer"
              data-buy-button-id={card.buyButtonId}
            >
              {MEMBERSHIP_TEXT.buyWithCard(level.title)}
            </Button>
          ) : (
            <Typography.Text type="secondary">{MEMBERSHIP_TEXT.cardUnavailable}</Typography.Text>
          )}
          <Divider />
        </section>
      )}
      <section aria-labelledby="method-usdt">
        <Typography.Title level={3} id="method-usdt" style={{ fontSize: 16 }}>
          {CARD_LEVELS.includes(level.slug) ? MEMBERSHIP_TEXT.secondMethod : ''}
          {MEMBERSHIP_TEXT.transferUsdt}
        </Typography.Title>
        <Typography.Paragraph>
          {WALLET_TEXT.sendExactly}
          <strong>{WALLET_TEXT.usdt(level.price)}</strong>
          {WALLET_TEXT.toTheWallet}
        </Typography.Paragraph>
        <UsdtWallet qrSize={128} />
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <TransferDateField id="transfer-date" value={date} onChange={setDate} errors={errors.startedAt} />
          <TxidField id="txid" value={txid} onChange={setTxid} errors={errors.receipt} />
          <GeneralErrors messages={errors.general} />
          <Button type="primary" htmlType="submit" block disabled={!date || !txid.trim()} loading={busy}>
            {MEMBERSHIP_TEXT.submit}
          </Button>
        </Form>
        <Alert style={{ marginTop: 16 }} type="info" showIcon title={MEMBERSHIP_TEXT.adminChecks} />
      </section>
    </Modal>
  );
}
