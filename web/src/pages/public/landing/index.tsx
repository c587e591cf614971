import { CheckCircleFilled } from '@ant-design/icons';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { Api } from '../../../services/api';
import { LANDING_TEXT, TEXT } from '../../../texts';
import { LandingFooter } from './components/landing-footer';
import { LandingNavbar } from './components/landing-navbar';
import { LightLink } from './components/light-controls';
import { TypedHeadline } from './components/typed-headline';

/** A path from settings (`assets/...`) as a URL of this site. */
const siteUrl = (path: string) => (/^https?:\/\//.test(path) || path.startsWith('/') ? path : `/${path}`);

/**
 * The landing page (spec 1): typed headline, Try for FREE with the video, the creator and fan
 * links, the three steps from settings. Failed reads are silent: 'Loading...' stays (spec 8).
 * It is the page first-time visitors load, so it uses plain markup and only the lightest antd
 * parts (the layout is CSS grid in styles.css).
 */
export default function LandingPage() {
  usePageTitle();
  const landing = useLoad((signal) => Api.landing(signal), []).value ?? null;
  const videoLink = useLoad((signal) => Api.membershipVideo(signal), []).value?.videoLink ?? null;
  const banner = useLoad((signal) => Api.bannerImages(signal), []).value?.[0]?.imageUrl ?? null;

  return (
    <div className="landing">
      <LandingNavbar landing={landing} />
      <main>
        <section className="landing-hero landing-section">
          <div>
            <h1 className="landing-headline" aria-label={TEXT.headlineWords.join(', ')}>
              <span aria-hidden="true">
                {LANDING_TEXT.theHomeOf}
                <br />
                <span className="accent">
                  <TypedHeadline words={TEXT.headlineWords} />
                </span>
              </span>
            </h1>
            <p className="landing-lead">{TEXT.heroLead}</p>
            <div className="landing-actions">
              <LightLink primary large to="/login">
                {TEXT.becomeCreator}
              </LightLink>
              <LightLink large to="/register">
                {TEXT.becomeFan}
              </LightLink>
            </div>
          </div>
          <div className="landing-banner">
            {banner && <img src={siteUrl(banner)} alt="" width={480} height={320} />}
          </div>
        </section>

        <section aria-labelledby="try-free" className="landing-panel">
          <div className="landing-try landing-section">
            <div>
              <h2 id="try-free">{TEXT.tryForFree}</h2>
              <ul className="landing-checks">
                <li>
                  <CheckCircleFilled className="landing-check" /> {TEXT.tryForFreeOffer}
                </li>
                <li>
                  <CheckCircleFilled className="landing-check" /> {TEXT.tryForFreeLimit}
                </li>
              </ul>
              <LightLink primary large to="/register">
                {TEXT.tryForFree}
              </LightLink>
            </div>
            {/* preload="none": nothing is fetched until the visitor plays it, so a missing file never errors. */}
            <video
              controls
              preload="none"
              playsInline
              src={videoLink ? siteUrl(videoLink) : undefined}
              aria-label={LANDING_TEXT.explanatoryVideo}
              className="landing-video"
              data-testid="membership-video"
            />
          </div>
        </section>

        <section aria-labelledby="steps" className="landing-section">
          <h2 id="steps" style={{ textAlign: 'center' }}>
            {landing?.title ?? TEXT.loading}
          </h2>
          <p className="landing-steps-intro">
            {landing ? (
              <>
                {landing.subTitle}
                <br />
                <strong>{landing.sectionMessage}</strong>
              </>
            ) : (
              TEXT.loading
            )}
          </p>
          <div className="landing-steps">
            {(landing?.sections ?? []).map((step) => (
              <div key={step.title} className="landing-step">
                <img src={siteUrl(step.relativePath)} alt="" width={96} height={96} loading="lazy" />
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
