import { Card, Col, Row, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { Api } from '../../../services/api';
import { onLive } from '../../../services/live';
import { getUser } from '../../../services/session';
import { ContentViewer } from './components/content-viewer';
import { DailyViewsCard, type DailyActivity } from './components/daily-chart';
import { CONTENT_VIEWS_TEXT } from '../../../texts/dashboard';

/** /dashboard/commitments, the Impressions screen (spec 2): the content viewer and today's chart. */
export default function ContentViewsPage() {
  usePageTitle(CONTENT_VIEWS_TEXT.title);
  const user = getUser()!;
  const loaded = useLoad(
    async (signal): Promise<DailyActivity> => {
      const [views, history] = await Promise.all([
        Api.views(user.id, 1, signal),
        Api.transactions(user.id, { days: 1 }, signal),
      ]);
      return { views, transactions: history.transactions };
    },
    [user.id],
  );
  const day = loaded.value ?? null;
  const failed = loaded.error !== undefined;
  // Refetched after each counted view (spec 4), and when the balance moves: the worker settles a
  // view's reward (and any other transaction) after the view was counted.
  const { reload } = loaded;
  const loadDay = useCallback(() => void reload(), [reload]);
  useEffect(() => onLive('balance', loadDay), [loadDay]);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {CONTENT_VIEWS_TEXT.title}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={CONTENT_VIEWS_TEXT.suggestedContent}>
            <ContentViewer memberId={user.id} onCounted={loadDay} />
          </Card>
        </Col>
        <Col xs={24}>
          <DailyViewsCard day={day} failed={failed} />
        </Col>
      </Row>
    </>
  );
}
