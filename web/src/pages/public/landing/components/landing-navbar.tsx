import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Grid, Modal, Popover, Typography, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LandingInvestment } from '@earnwave/contracts';
import { PageLoading } from '../../../../components/page-loading';
import { ThemeSwitch } from '../../../../components/theme-switch';
import { TEXT } from '../../../../texts';

// The forms load when first opened: the landing page itself stays light (spec quality target).
const LoginForm = lazy(() => import('../../../auth/login/components/login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() =>
  import('../../../auth/register/components/register-form').then((m) => ({ default: m.RegisterForm })),
);

/**
 * The landing navbar (spec 2): theme switch, Login dropdown, Register modal, Advertiser link to
 * /register, and a plus button with the header title and subtitle from settings.
 */
export function LandingNavbar({ landing }: { landing: LandingInvestment | null }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [registerOpen, setRegisterOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <nav aria-label="Main">
        <Flex align="center" justify="space-between" gap={8} wrap style={{ maxWidth: 1200, margin: '0 auto', padding: '10px 16px' }}>
          <Link to="/" style={{ fontWeight: 800, fontSize: 22, color: token.colorPrimary }}>
            {TEXT.appName}
          </Link>
          <Flex align="center" gap={screens.sm ? 12 : 6} wrap>
            <ThemeSwitch />
            <Dropdown
              trigger={['click']}
              open={loginOpen}
              onOpenChange={setLoginOpen}
              popupRender={() => (
                <div
                  style={{
                    width: 300,
                    padding: 16,
                    background: token.colorBgElevated,
                    borderRadius: token.borderRadiusLG,
                    boxShadow: token.boxShadowSecondary,
                  }}
                >
                  <Suspense fallback={<PageLoading />}>{loginOpen && <LoginForm compact />}</Suspense>
                </div>
              )}
            >
              <Button type="text" aria-haspopup="dialog">
                {TEXT.login}
              </Button>
            </Dropdown>
            <Button type="primary" onClick={() => setRegisterOpen(true)}>
              {TEXT.register}
            </Button>
            <Link to="/register">{TEXT.advertiser}</Link>
            <Popover
              trigger="click"
              title={landing?.headerTitle ?? TEXT.loading}
              content={<Typography.Text>{landing?.headerSubTitle ?? TEXT.loading}</Typography.Text>}
            >
              <Button shape="circle" icon={<PlusOutlined />} aria-label="About" />
            </Popover>
          </Flex>
        </Flex>
      </nav>
      <Modal
        open={registerOpen}
        onCancel={() => setRegisterOpen(false)}
        footer={null}
        title={TEXT.register}
        destroyOnHidden
      >
        <Suspense fallback={<PageLoading />}>
          <RegisterForm />
        </Suspense>
      </Modal>
    </header>
  );
}
