import { ArrowLeftOutlined } from '@ant-design/icons';
import { Col, Empty, Result, Row, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { isNotFound, SeminarsApi, type SeminarSection } from '../../../services/api';
import { toast } from '../../../services/toast';
import { CoverCard } from '../../../components/seminar-cover-card';
import { SEMINAR_TEXT } from '../../../texts/seminars';

/**
 * /dashboard/seminars/{seminarId} (spec 2): the seminar's title block and description block, then
 * its sections as cards (banner image, title, description), each opening the section page.
 */
export default function SeminarDetailPage() {
  const { seminarId = '' } = useParams();
  const loaded = useLoad(
    (signal) => Promise.all([SeminarsApi.seminar(seminarId, signal), SeminarsApi.sections(seminarId, signal)]),
    [seminarId],
    {
      onError: (error) => {
        if (!isNotFound(error)) toast.error(SEMINAR_TEXT.seminarFailed);
      },
    },
  );
  const [seminar, sections] = loaded.value ?? [];
  usePageTitle(seminar?.title ?? SEMINAR_TEXT.title);

  const back = (
    <Link to="/dashboard/seminars">
      <ArrowLeftOutlined /> {SEMINAR_TEXT.backToSeminars}
    </Link>
  );
  if (loaded.error) {
    const title = isNotFound(loaded.error) ? SEMINAR_TEXT.seminarNotFound : SEMINAR_TEXT.seminarFailed;
    return <Result status="warning" title={title} extra={back} />;
  }
  if (!seminar || !sections) return <PageLoading />;

  return (
    <>
      {back}
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 12, marginBottom: 4 }}>
        {seminar.title}
      </Typography.Title>
      {seminar.titleBlock && (
        <Typography.Title level={2} type="secondary" style={{ fontSize: 18, marginTop: 0 }} data-testid="title-block">
          {seminar.titleBlock}
        </Typography.Title>
      )}
      {seminar.descriptionBlock && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', maxWidth: 820 }} data-testid="description-block">
          {seminar.descriptionBlock}
        </Typography.Paragraph>
      )}
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        {SEMINAR_TEXT.sections}
      </Typography.Title>
      {sections.length === 0 ? (
        <Empty description={SEMINAR_TEXT.noSections} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={SEMINAR_TEXT.sections}>
          {sections.map((section) => (
            <Col key={section.id} xs={24} sm={12} lg={8} role="listitem">
              <SectionCard seminarId={seminar.id} section={section} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

function SectionCard({ seminarId, section }: { seminarId: string; section: SeminarSection }) {
  return (
    <CoverCard
      to={`/dashboard/seminars/${seminarId}/sections/${section.id}`}
      title={section.title}
      description={section.description}
      image={section.bannerImage}
      testId="section-card"
    >
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
        {SEMINAR_TEXT.mediaCount(section.mediaCount)}
      </Typography.Text>
    </CoverCard>
  );
}
