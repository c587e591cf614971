import { Col, Empty, Row, Typography } from 'antd';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { SeminarsApi, type Seminar } from '../../../services/api';
import { toast } from '../../../services/toast';
import { CoverCard } from '../../../components/seminar-cover-card';
import { SEMINAR_TEXT } from '../../../texts/seminars';

/** /dashboard/seminars (spec 2): the seminars as cards, each opening its detail. */
export default function SeminarsPage() {
  usePageTitle(SEMINAR_TEXT.title);
  const loaded = useLoad(SeminarsApi.seminars, [], { onError: () => toast.error(SEMINAR_TEXT.listFailed) });
  const seminars = loaded.value ?? (loaded.error ? [] : null);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {SEMINAR_TEXT.title}
      </Typography.Title>
      {seminars === null ? (
        <PageLoading />
      ) : seminars.length === 0 ? (
        <Empty description={SEMINAR_TEXT.noSeminars} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={SEMINAR_TEXT.title}>
          {seminars.map((seminar) => (
            <Col key={seminar.id} xs={24} sm={12} lg={8} role="listitem">
              <SeminarCard seminar={seminar} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

function SeminarCard({ seminar }: { seminar: Seminar }) {
  return (
    <CoverCard
      to={`/dashboard/seminars/${seminar.id}`}
      title={seminar.title}
      description={seminar.titleBlock}
      image={seminar.coverImage}
      testId="seminar-card"
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginTop: 12, marginBottom: 8 }}>
        {seminar.descriptionBlock}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{SEMINAR_TEXT.sectionCount(seminar.sectionCount)}</Typography.Text>
    </CoverCard>
  );
}
