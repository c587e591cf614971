import { ConfigProvider, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useNavigate, type RouteObject } from 'react-router-dom';
import { DisplaySettingsProvider, useDisplaySettings } from './components/display-settings';
import { MembershipGuard, RoleGuard } from './components/guards';
import { PageLoading } from './components/page-loading';
import { RouteError } from './components/route-error';
import { DASHBOARD_ROUTES, MEMBERSHIP_ROUTE, PUBLIC_ROUTES, type AppRoute } from './routes';
import { setUnauthorizedHandler } from './services/api/client';

/** Spec 9's breakpoints: sm 576, md 768, lg 992, xl 1200, xxl 1540 (antd checks each Min/Max pair). */
const BREAKPOINTS = {
  screenXSMax: 575,
  screenSM: 576,
  screenSMMin: 576,
  screenSMMax: 767,
  screenMD: 768,
  screenMDMin: 768,
  screenMDMax: 991,
  screenLG: 992,
  screenLGMin: 992,
  screenLGMax: 1199,
  screenXL: 1200,
  screenXLMin: 1200,
  screenXLMax: 1539,
  screenXXL: 1540,
  screenXXLMin: 1540,
};

// The dashboard's frame (menu, socket) loads with the first dashboard page, never with the landing.
const DashboardLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

/** No animations for visitors who ask for reduced motion (and in component tests, where nothing animates). */
const NO_MOTION =
  import.meta.env.MODE === 'test' ||
  (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

const page = (route: AppRoute) => (
  <Suspense fallback={<PageLoading />}>
    <route.page />
  </Suspense>
);

const ToastHost = lazy(() => import('./components/toast-host'));

/** Binds a 401 to a client-side trip to /login (spec 4). */
function Root() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => navigate('/login', { replace: true })), [navigate]);
  return <Outlet />;
}

/** The route table as react-router objects (the browser router in the app, a memory router in tests). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      // A page that throws shows errors/500 (spec 2) instead of a blank screen.
      errorElement: <RouteError />,
      children: [
        ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: page(route) })),
        { path: MEMBERSHIP_ROUTE.path, element: <MembershipGuard>{page(MEMBERSHIP_ROUTE)}</MembershipGuard> },
        {
          path: '/dashboard',
          element: (
            <Suspense fallback={<PageLoading />}>
              <DashboardLayout />
            </Suspense>
          ),
          children: DASHBOARD_ROUTES.map((route) => ({
            path: route.path || undefined,
            index: route.path === '' ? true : undefined,
            element: <RoleGuard access={route.access!}>{page(route)}</RoleGuard>,
          })),
        },
        { path: '*', element: <Navigate to="/errors/404" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

function Themed({ children }: { children: ReactNode }) {
  const { settings } = useDisplaySettings();
  const themeConfig = useMemo(
    () => ({
      algorithm: settings.isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: '#2c7be5', borderRadius: 6, motion: !NO_MOTION, ...BREAKPOINTS },
    }),
    [settings.isDark],
  );
  return (
    <ConfigProvider theme={themeConfig} direction={settings.isRTL ? 'rtl' : 'ltr'}>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </ConfigProvider>
  );
}

export function App({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <DisplaySettingsProvider>
      <Themed>
        <RouterProvider router={appRouter} />
      </Themed>
    </DisplaySettingsProvider>
  );
}
