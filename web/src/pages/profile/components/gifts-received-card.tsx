import type { TransactionType } from '@earnwave/contracts';
import { Alert, Avatar, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Pager, usePaging } from '../../../components/pager';
import { useLoad } from '../../../hooks/use-load';
import { CreatorsApi } from '../../../services/api';
import { money } from '../../../services/format';
import { onLive } from '../../../services/live';
import { CREATOR_TEXT } from '../../../texts/profile';
import { mediaUrl } from '../../../services/display-rules';

/** The notification the worker sends with a gift's credit (its ledger type). */
const GIFT_NOTICE: TransactionType = 'gift_received';

/**
 * The gifts the member received (issue 8), on their own profile only: each sender's picture and
 * name (to their profile), the amount and the date, newest first; 'No gifts yet' when there are none.
 * A gift notification arriving live reads the list again.
 */
export function GiftsReceivedCard() {
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const gifts = useLoad((signal) => CreatorsApi.receivedGifts(page, pageSize, signal), [page, pageSize]);
  const { reload } = gifts;
  useEffect(() => onLive('notification', (notice) => notice.type === GIFT_NOTICE && void reload()), [reload]);
  const answer = gifts.value;

  return (
    <Card title={CREATOR_TEXT.giftsReceived} data-testid="gifts-received">
      {!answer ? (
        gifts.error ? (
          <Alert type="error" title={gifts.error instanceof Error ? gifts.error.message : String(gifts.error)} />
        ) : (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )
      ) : answer.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CREATOR_TEXT.noGifts} />
      ) : (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {answer.items.map((gift) => (
              <li key={gift.id} data-testid="gift-item" style={{ padding: '8px 0' }}>
                <Flex align="center" gap={10}>
                  <Avatar alt="" aria-hidden src={mediaUrl(gift.sender.userProfile.image)} style={{ flex: 'none' }}>
                    {gift.sender.name.charAt(0).toUpperCase()}
                  </Avatar>
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    <Link to={`/dashboard/profile/${gift.sender.id}`}>
                      <Typography.Text ellipsis>{gift.sender.name}</Typography.Text>
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <time dateTime={gift.createdAt}>{new Date(gift.createdAt).toLocaleDateString()}</time>
                    </Typography.Text>
                  </Flex>
                  <Typography.Text strong>{money(gift.amount)}</Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={answer.pagination.totalPages}
            onChange={setPage}
            pageSize={pageSize}
            onPageSizeChange={setPageSize}
            disabled={gifts.loading}
            label={CREATOR_TEXT.giftsPerPage}
          />
        </>
      )}
    </Card>
  );
}
