import { GiftOutlined, HeartFilled, HeartOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldError, GeneralErrors } from '../../../components/field-errors';
import { CreatorsApi, groupErrors, type Profile } from '../../../services/api';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT } from '../../../texts/profile';
import { GIFT_MIN_CREDITS } from '@earnwave/contracts';

/** Spec 9: a gift is at least 1 credit. */
export const GIFT_MINIMUM = GIFT_MIN_CREDITS;

/**
 * What a member offers on another member's profile (spec 2 and 6): Add to Fav, Send Message (a
 * Start Chat confirmation, then the chat) and Send Gift.
 */
export function MemberActions({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (patch: Partial<Profile>) => void;
}) {
  const [favouriteBusy, setFavouriteBusy] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [giftOpen, setGiftOpen] = useState(false);

  const toggleFavourite = async () => {
    setFavouriteBusy(true);
    try {
      const answer = await CreatorsApi.setFavourite(profile.id, !profile.isFavourite);
      onChange({ isFavourite: answer.isFavourite });
      toast.success(CREATOR_TEXT.favouriteUpdated);
    } catch {
      toast.error(CREATOR_TEXT.favouriteFailed);
    } finally {
      setFavouriteBusy(false);
    }
  };

  const message = (
    <Button
      icon={<MessageOutlined />}
      onClick={() => setChatOpen(true)}
      disabled={!profile.receiveMessage}
      type="primary"
    >
      {CREATOR_TEXT.sendMessage}
    </Button>
  );

  return (
    <Flex gap={8} wrap data-testid="member-actions">
      <Button
        icon={profile.isFavourite ? <HeartFilled /> : <HeartOutlined />}
        onClick={toggleFavourite}
        loading={favouriteBusy}
        aria-pressed={profile.isFavourite}
      >
        {profile.isFavourite ? CREATOR_TEXT.removeFromFav : CREATOR_TEXT.addToFav}
      </Button>
      {profile.receiveMessage ? message : <Tooltip title={CREATOR_TEXT.noMessages(profile.name)}>{message}</Tooltip>}
      <Button icon={<GiftOutlined />} onClick={() => setGiftOpen(true)}>
        {CREATOR_TEXT.sendGift}
      </Button>
      <StartChatModal profile={profile} open={chatOpen} onClose={() => setChatOpen(false)} />
      <SendGiftModal profile={profile} open={giftOpen} onClose={() => setGiftOpen(false)} />
    </Flex>
  );
}

/**
 * The member actions' dialogs open in place, without antd's zoom and fade. The zoom starts a few
 * frames after the dialog is on the page, at a fifth of its size and grown from where the pointer
 * was: until then its buttons stand at full size, invisible (opacity 0) but clickable. A press that
 * began on Start Chat then ended beside it when the zoom pulled the button away, and the browser
 * sent the click to an element holding both, not to the button: the dialog stayed open and no
 * chat started (the browser journeys, under load, press while the dialog is still opening).
 */
const OPENS_IN_PLACE = { transitionName: '', maskTransitionName: '' } as const;

/** The Start Chat confirmation: POST chat/start, then the Network screen on that chat. */
function StartChatModal({ profile, open, onClose }: { profile: Profile; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const chat = await CreatorsApi.startChat(profile.id);
      onClose();
      navigate(`/dashboard/chat?chatId=${encodeURIComponent(chat.id)}`);
    } catch {
      toast.error(CREATOR_TEXT.chatFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={CREATOR_TEXT.startChat}
      okText={CREATOR_TEXT.startChat}
      onOk={start}
      onCancel={onClose}
      confirmLoading={busy}
      {...OPENS_IN_PLACE}
    >
      <Typography.Paragraph>{CREATOR_TEXT.startChatConfirm(profile.name)}</Typography.Paragraph>
      {profile.earnPerMessage > 0 && (
        <Typography.Paragraph type="secondary">
          {CREATOR_TEXT.messagePrice(profile.earnPerMessage)}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

const GIFT_PARAMS = ['sendGiftAmount'] as const;

/** Send Gift (spec 5 and 8): a number of at least 1, sent once (Idempotency-Key). */
function SendGiftModal({ profile, open, onClose }: { profile: Profile; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ sendGiftAmount: number }>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof groupErrors<(typeof GIFT_PARAMS)[number]>>>({});

  const close = () => {
    form.resetFields();
    setErrors({});
    onClose();
  };

  const send = async ({ sendGiftAmount }: { sendGiftAmount: number }) => {
    setBusy(true);
    setErrors({});
    try {
      await CreatorsApi.sendGift(profile.id, sendGiftAmount);
      toast.success(CREATOR_TEXT.giftSent);
      close();
    } catch (error) {
      setErrors(groupErrors(error, GIFT_PARAMS));
      toast.error(CREATOR_TEXT.giftFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={CREATOR_TEXT.sendGift}
      okText={CREATOR_TEXT.sendGift}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={busy}
      forceRender
      {...OPENS_IN_PLACE}
    >
      <Typography.Paragraph>{CREATOR_TEXT.giftTo(profile.name)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={send} requiredMark={false} name="send-gift">
        <Form.Item
          label={CREATOR_TEXT.amountCredits}
          name="sendGiftAmount"
          rules={[
            { required: true, message: CREATOR_TEXT.giftRequired },
            { type: 'number', min: GIFT_MINIMUM, message: CREATOR_TEXT.giftTooSmall },
          ]}
          {...fieldError(errors.sendGiftAmount)}
        >
          <InputNumber min={GIFT_MINIMUM} style={{ width: '100%' }} />
        </Form.Item>
        <GeneralErrors messages={errors.general} />
      </Form>
    </Modal>
  );
}
