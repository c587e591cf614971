import { App as AntApp, ConfigProvider, theme } from 'antd';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { DisplaySettingsProvider, useDisplaySettings } from './components/display-settings';
import { MembershipGuard, RoleGuard } from './components/guards';
import { PageLoading } from './components/page-loading';
import { DashboardLayout } from './layouts/dashboard-layout';
import { DASHBOARD_ROUTES, MEMBERSHIP_ROUTE, PUBLIC_ROUTES, type AppRoute } from './routes';
import { setUnauthorizedHandler } from './services/api/client';
import { bindToasts } from './services/toast';

/** Spec 9's breakpoints. */
const BREAKPOINTS = { screenSM: 576, screenMD: 768, screenLG: 992, screenXL: 1200, screenXXL: 1540 };

const page = (route: AppRoute) => (
  <Suspense fallback={<PageLoading />}>
    <route.page />
  </Suspense>
);

/** Binds the toasts to antd's App context and a 401 to a client-side trip to /login. */
function Root() {
  const { notification } = AntApp.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    bindToasts(notification);
    setUnauthorizedHandler(() => navigate('/login', { replace: true }));
    return () => bindToasts(null);
  }, [notification, navigate]);
  return <Outlet />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: page(route) })),
        { path: MEMBERSHIP_ROUTE.path, element: <MembershipGuard>{page(MEMBERSHIP_ROUTE)}</MembershipGuard> },
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: DASHBOARD_ROUTES.map((route) => ({
            path: route.path || undefined,
            index: route.path === '' ? true : undefined,
            element: <RoleGuard access={route.access!}>{page(route)}</RoleGuard>,
          })),
        },
        { path: '*', element: <Navigate to="/errors/404" replace /> },
      ],
    },
  ]);
}

function Themed({ children }: { children: ReactNode }) {
  const { settings } = useDisplaySettings();
  const themeConfig = useMemo(
    () => ({
      algorithm: settings.isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: '#2c7be5', borderRadius: 6, ...BREAKPOINTS },
    }),
    [settings.isDark],
  );
  return (
    <ConfigProvider theme={themeConfig} direction={settings.isRTL ? 'rtl' : 'ltr'}>
      <AntApp notification={{ placement: 'topRight', maxCount: 5 }}>{children}</AntApp>
    </ConfigProvider>
  );
}

export function App({ router = createAppRouter() }: { router?: ReturnType<typeof createAppRouter> }) {
  return (
    <DisplaySettingsProvider>
      <Themed>
        <RouterProvider router={router} />
      </Themed>
    </DisplaySettingsProvider>
  );
}
