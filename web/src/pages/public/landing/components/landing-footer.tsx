import { FacebookFilled, InstagramFilled, LinkedinFilled, XOutlined, YoutubeFilled } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { LANDING_TEXT, TEXT } from '../../../../texts';
import { LightButton } from './light-controls';

const ContactModal = lazy(() => import('./contact-modal'));

const SOCIAL = [
  { label: LANDING_TEXT.social.facebook, href: 'https://www.facebook.com/', icon: <FacebookFilled /> },
  { label: LANDING_TEXT.social.instagram, href: 'https://www.instagram.com/', icon: <InstagramFilled /> },
  { label: LANDING_TEXT.social.youtube, href: 'https://www.youtube.com/', icon: <YoutubeFilled /> },
  { label: LANDING_TEXT.social.x, href: 'https://x.com/', icon: <XOutlined /> },
  { label: LANDING_TEXT.social.linkedin, href: 'https://www.linkedin.com/', icon: <LinkedinFilled /> },
];

/** The landing footer (spec 1): privacy policy, terms and conditions, the contact-us modal, social links. */
export function LandingFooter() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <footer className="landing-footer">
      <div className="landing-footer-links">
        <Link to="/privacy-policy">{TEXT.privacyPolicy}</Link>
        <Link to="/terms-and-conditions">{TEXT.termsAndConditions}</Link>
        <LightButton
          text
          className="lb-link"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {TEXT.contactUs}
        </LightButton>
      </div>
      <ul aria-label={LANDING_TEXT.socialLinks} className="landing-social">
        {SOCIAL.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
      <small className="landing-muted">
        © {new Date().getFullYear()} {TEXT.appName}
      </small>
      {opened && (
        <Suspense fallback={null}>
          <ContactModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
