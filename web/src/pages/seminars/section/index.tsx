import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { isNotFound, SeminarsApi } from '../../../services/api';
import { toast } from '../../../services/toast';
import { SEMINAR_TEXT } from '../../../texts/seminars';
import { Comments } from './components/comments';
import { MediaPlayer } from './components/media-player';
import { Playlist } from './components/playlist';

/**
 * /dashboard/seminars/{seminarId}/sections/{sectionId} (spec 2): the media player, the playlist
 * (locked items say which level opens them) and the comments. The first medium the member's level
 * opens plays first.
 */
export default function SeminarSectionPage() {
  const { seminarId = '', sectionId = '' } = useParams();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const loaded = useLoad(
    (signal) => Promise.all([SeminarsApi.section(sectionId, signal), SeminarsApi.media(sectionId, signal)]),
    [sectionId],
    {
      onError: (error) => {
        if (!isNotFound(error)) toast.error(SEMINAR_TEXT.sectionFailed);
      },
    },
  );
  const [section, media] = loaded.value ?? [];
  usePageTitle(section?.title ?? SEMINAR_TEXT.title);

  if (loaded.error) {
    return (
      <Result
        status="warning"
        title={isNotFound(loaded.error) ? SEMINAR_TEXT.sectionNotFound : SEMINAR_TEXT.sectionFailed}
        extra={
          <Link to={seminarId ? `/dashboard/seminars/${seminarId}` : '/dashboard/seminars'}>
            <ArrowLeftOutlined /> {SEMINAR_TEXT.backToSeminars}
          </Link>
        }
      />
    );
  }
  if (!section || !media) return <PageLoading />;

  // The chosen medium, else the first one the member's level opens, else the first.
  const playing =
    media.find((medium) => medium.id === chosenId) ?? media.find((medium) => medium.hasAccess) ?? media[0] ?? null;
  return (
    <>
      <Link to={`/dashboard/seminars/${section.seminarId}`}>
        <ArrowLeftOutlined /> {SEMINAR_TEXT.backToSeminar(section.seminarTitle)}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 12 }}>
        {section.title}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            {playing ? (
              <>
                <MediaPlayer medium={playing} />
                <Typography.Title level={2} style={{ fontSize: 18, margin: '12px 0 0' }} data-testid="now-playing">
                  {playing.title}
                </Typography.Title>
              </>
            ) : (
              <Typography.Text type="secondary">{SEMINAR_TEXT.noMedia}</Typography.Text>
            )}
            {section.description && (
              <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', marginTop: 8, marginBottom: 0 }}>
                {section.description}
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={SEMINAR_TEXT.playlist}>
            <Playlist media={media} currentId={playing?.id ?? null} onChoose={(medium) => setChosenId(medium.id)} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Comments sectionId={section.id} />
        </Col>
      </Row>
    </>
  );
}
