import { Card, Col, Row, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { Api, type CountedView } from '../../../services/api';
import { getUser } from '../../../services/session';
import { ContentViewer } from './components/content-viewer';
import { DailyViewsCard } from './components/daily-chart';

/** /dashboard/commitments, the Impressions screen (spec 2): the content viewer and today's chart. */
export default function ImpressionsPage() {
  usePageTitle('Impressions');
  const user = getUser()!;
  const [views, setViews] = useState<CountedView[] | null>(null);
  const [failed, setFailed] = useState(false);

  // Refetched after each counted view (spec 4).
  const loadViews = useCallback(() => {
    Api.views(user.id, 1).then(
      (answer) => {
        setViews(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [user.id]);
  useEffect(loadViews, [loadViews]);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Impressions
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title="Suggested content">
            <ContentViewer memberId={user.id} onCounted={loadViews} />
          </Card>
        </Col>
        <Col xs={24}>
          <DailyViewsCard views={views} failed={failed} />
        </Col>
      </Row>
    </>
  );
}
