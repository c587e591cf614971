import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Col, Flex, Row, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LandingInvestment } from '@earnwave/contracts';
import { usePageTitle } from '../../../components/page-title';
import { Api } from '../../../services/api';
import { TEXT } from '../../../texts';
import { LandingFooter } from './components/landing-footer';
import { LandingNavbar } from './components/landing-navbar';
import { TypedHeadline } from './components/typed-headline';

/** A path from settings (`assets/...`) as a URL of this site. */
const siteUrl = (path: string) => (/^https?:\/\//.test(path) || path.startsWith('/') ? path : `/${path}`);

/**
 * The landing page (spec 1): typed headline, Try for FREE with the video, the creator and fan
 * links, the three steps from settings. Failed reads are silent: 'Loading...' stays (spec 8).
 */
export default function LandingPage() {
  usePageTitle();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [landing, setLanding] = useState<LandingInvestment | null>(null);
  const [videoLink, setVideoLink] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    Api.landing().then(setLanding, () => undefined);
    Api.membershipVideo().then((video) => setVideoLink(video.videoLink), () => undefined);
    Api.bannerImages().then((images) => images[0] && setBanner(images[0].imageUrl), () => undefined);
  }, []);

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}>
      <LandingNavbar landing={landing} />
      <main style={{ flex: 1 }}>
        <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 16px' }}>
          <Row gutter={[32, 32]} align="middle">
            <Col xs={24} lg={13}>
              <Typography.Title
                level={1}
                style={{ fontSize: 'clamp(30px, 5vw, 52px)', lineHeight: 1.15 }}
                aria-label={`${TEXT.headlineWords.join(', ')}`}
              >
                <span aria-hidden="true">
                  The home of
                  <br />
                  <span style={{ color: token.colorPrimary }}>
                    <TypedHeadline words={TEXT.headlineWords} />
                  </span>
                </span>
              </Typography.Title>
              <Typography.Paragraph style={{ fontSize: 18 }}>{landing?.subTitle ?? TEXT.loading}</Typography.Paragraph>
              <Flex gap={12} wrap>
                <Button type="primary" size="large" onClick={() => navigate('/login')}>
                  {TEXT.becomeCreator}
                </Button>
                <Button size="large" onClick={() => navigate('/register')}>
                  {TEXT.becomeFan}
                </Button>
              </Flex>
            </Col>
            <Col xs={24} lg={11}>
              {banner ? (
                <img src={siteUrl(banner)} alt="" width={480} height={320} style={{ width: '100%', height: 'auto' }} />
              ) : (
                <div style={{ aspectRatio: '3 / 2' }} />
              )}
            </Col>
          </Row>
        </section>

        <section aria-labelledby="try-free" style={{ background: token.colorBgContainer, padding: '48px 16px' }}>
          <Row gutter={[32, 32]} align="middle" style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Col xs={24} md={12}>
              <Typography.Title level={2} id="try-free">
                {TEXT.tryForFree}
              </Typography.Title>
              <ul style={{ listStyle: 'none', padding: 0, fontSize: 17 }}>
                <li>
                  <CheckCircleFilled style={{ color: token.colorSuccess }} /> {TEXT.tryForFreeOffer}
                </li>
                <li>
                  <CheckCircleFilled style={{ color: token.colorSuccess }} /> {TEXT.tryForFreeLimit}
                </li>
              </ul>
              <Button type="primary" size="large" onClick={() => navigate('/register')}>
                  {TEXT.tryForFree}
                </Button>
            </Col>
            <Col xs={24} md={12}>
              {/* preload="none": nothing is fetched until the visitor plays it, so a missing file never errors. */}
              <video
                controls
                preload="none"
                playsInline
                src={videoLink ? siteUrl(videoLink) : undefined}
                aria-label="Explanatory video"
                style={{ width: '100%', aspectRatio: '16 / 9', background: '#0b1727', borderRadius: 12 }}
                data-testid="membership-video"
              />
            </Col>
          </Row>
        </section>

        <section aria-labelledby="steps" style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 16px' }}>
          <Typography.Title level={2} id="steps" style={{ textAlign: 'center' }}>
            {landing?.sectionMessage ?? TEXT.loading}
          </Typography.Title>
          <Row gutter={[24, 24]}>
            {(landing?.sections ?? []).map((step) => (
              <Col xs={24} md={8} key={step.title}>
                <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
                  <img src={siteUrl(step.relativePath)} alt="" width={96} height={96} loading="lazy" />
                  <Typography.Title level={3} style={{ margin: 0 }}>
                    {step.title}
                  </Typography.Title>
                  <Typography.Paragraph>{step.description}</Typography.Paragraph>
                </Flex>
              </Col>
            ))}
          </Row>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
