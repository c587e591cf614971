import { Flex, Modal, Rate, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, CreatorsApi, type Profile } from '../../../services/api';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT } from '../../../texts/profile';

/** Rounded to the half star the read-only stars can show. */
const halfStars = (rating: number) => Math.round(rating * 2) / 2;

/**
 * The 5-star rating (spec 2 and 4). One's own profile and a member already rated show read-only
 * stars. Otherwise selecting a star opens a confirmation, and only then is the rating sent; once
 * given, the stars lock.
 */
export function RatingStars({ profile, onRated }: { profile: Profile; onRated: (patch: Partial<Profile>) => void }) {
  const [chosen, setChosen] = useState(0);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const locked = profile.isOwn || profile.isRated;

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await CreatorsApi.rate(profile.id, chosen);
      onRated({ averageRating: answer.averageRating, ratingCount: answer.ratingCount, isRated: true });
      toast.success(CREATOR_TEXT.ratingSubmitted);
    } catch (error) {
      toast.error(CREATOR_TEXT.ratingFailed);
      // Rated already (from another tab): the stars lock as they would have.
      if (error instanceof ApiError && error.status === 409) onRated({ isRated: true });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Flex align="center" gap={8} data-testid="rating">
      <Rate
        aria-label={CREATOR_TEXT.rating}
        disabled={locked}
        allowHalf={locked}
        allowClear={false}
        value={locked ? halfStars(profile.averageRating) : Math.round(profile.averageRating)}
        onChange={(stars) => {
          if (stars < 1) return;
          setChosen(stars);
          setAsking(true);
        }}
      />
      <Typography.Text type="secondary" data-testid="rating-summary">
        {profile.averageRating} ({profile.ratingCount})
      </Typography.Text>
      <Modal
        open={asking}
        title={CREATOR_TEXT.submitRating}
        okText={CREATOR_TEXT.submitRating}
        onOk={submit}
        onCancel={() => setAsking(false)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Typography.Paragraph>{CREATOR_TEXT.rateConfirm(profile.name, chosen)}</Typography.Paragraph>
        <Rate disabled value={chosen} />
      </Modal>
    </Flex>
  );
}
