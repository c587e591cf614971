import { PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LandingInvestment } from '@earnwave/contracts';
import { Themed } from '../../../../components/themed';
import { LANDING_TEXT, TEXT } from '../../../../texts';
import { LightButton, LightThemeSwitch } from './light-controls';
import { PopupPanel } from './popup-panel';

// The forms and the modal load when first opened: the landing page itself stays light.
const LoginForm = lazy(() =>
  import('../../../../components/sign-in/login-form').then((m) => ({ default: m.LoginForm })),
);
const RegisterModal = lazy(() => import('./register-modal'));

/**
 * The landing navbar (spec 2): theme switch, Login dropdown, Register modal, Advertiser link to
 * /register, and a plus button with the header title and subtitle from settings.
 */
export function LandingNavbar({ landing }: { landing: LandingInvestment | null }) {
  const [registerOpened, setRegisterOpened] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const closeInfo = useCallback(() => setInfoOpen(false), []);

  return (
    <header className="landing-navbar">
      <nav aria-label={LANDING_TEXT.main} className="landing-navbar-inner">
        <Link to="/" className="brand">
          {TEXT.appName}
        </Link>
        <div className="landing-navbar-actions">
          <LightThemeSwitch />
          <div className="popup-anchor">
            <LightButton
              text
              aria-expanded={loginOpen}
              aria-haspopup="dialog"
              onClick={() => setLoginOpen((open) => !open)}
            >
              {TEXT.login}
            </LightButton>
            <PopupPanel open={loginOpen} onClose={closeLogin} label={TEXT.login}>
              <Themed>
                <LoginForm compact />
              </Themed>
            </PopupPanel>
          </div>
          <LightButton
            primary
            onClick={() => {
              setRegisterOpened(true);
              setRegisterOpen(true);
            }}
          >
            {TEXT.register}
          </LightButton>
          <Link to="/register">{TEXT.advertiser}</Link>
          <div className="popup-anchor">
            <LightButton
              circle
              aria-label={LANDING_TEXT.about}
              aria-expanded={infoOpen}
              onClick={() => setInfoOpen((open) => !open)}
            >
              <PlusOutlined />
            </LightButton>
            <PopupPanel open={infoOpen} onClose={closeInfo} label={LANDING_TEXT.about} width={260}>
              <strong>{landing?.headerTitle ?? TEXT.loading}</strong>
              <p style={{ margin: '8px 0 0' }}>{landing?.headerSubTitle ?? TEXT.loading}</p>
            </PopupPanel>
          </div>
        </div>
      </nav>
      {registerOpened && (
        <Suspense fallback={null}>
          <RegisterModal open={registerOpen} onClose={() => setRegisterOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
