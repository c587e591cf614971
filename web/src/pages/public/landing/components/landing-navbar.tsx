import { PlusOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LandingInvestment } from '@earnwave/contracts';
import { PageLoading } from '../../../../components/page-loading';
import { ThemeSwitch } from '../../../../components/theme-switch';
import { TEXT } from '../../../../texts';
import { PopupPanel } from './popup-panel';

// The forms and the modal load when first opened: the landing page itself stays light.
const LoginForm = lazy(() =>
  import('../../../auth/login/components/login-form').then((m) => ({ default: m.LoginForm })),
);
const RegisterModal = lazy(() => import('./register-modal'));

/**
 * The landing navbar (spec 2): theme switch, Login dropdown, Register modal, Advertiser link to
 * /register, and a plus button with the header title and subtitle from settings.
 */
export function LandingNavbar({ landing }: { landing: LandingInvestment | null }) {
  const { token } = theme.useToken();
  const [registerOpened, setRegisterOpened] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const closeInfo = useCallback(() => setInfoOpen(false), []);

  return (
    <header
      className="landing-navbar"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <nav aria-label="Main" className="landing-navbar-inner">
        <Link to="/" className="brand" style={{ color: token.colorPrimary }}>
          {TEXT.appName}
        </Link>
        <div className="landing-navbar-actions">
          <ThemeSwitch />
          <div className="popup-anchor">
            <Button
              type="text"
              aria-expanded={loginOpen}
              aria-haspopup="dialog"
              onClick={() => setLoginOpen((open) => !open)}
            >
              {TEXT.login}
            </Button>
            <PopupPanel open={loginOpen} onClose={closeLogin} label={TEXT.login}>
              <Suspense fallback={<PageLoading />}>
                <LoginForm compact />
              </Suspense>
            </PopupPanel>
          </div>
          <Button
            type="primary"
            onClick={() => {
              setRegisterOpened(true);
              setRegisterOpen(true);
            }}
          >
            {TEXT.register}
          </Button>
          <Link to="/register">{TEXT.advertiser}</Link>
          <div className="popup-anchor">
            <Button
              shape="circle"
              icon={<PlusOutlined />}
              aria-label="About"
              aria-expanded={infoOpen}
              onClick={() => setInfoOpen((open) => !open)}
            />
            <PopupPanel open={infoOpen} onClose={closeInfo} label="About" width={260}>
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
