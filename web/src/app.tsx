import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useNavigate, type RouteObject } from 'react-router-dom';
import { DisplaySettingsProvider } from './components/display-settings';
import { MembershipGuard, RoleGuard } from './components/guards';
import { PageLoading } from './components/page-loading';
import { RouteError } from './components/route-error';
import { Themed } from './components/themed';
import { DashboardShell } from './layouts/dashboard-shell';
import { DASHBOARD_ROUTES, LANDING_ROUTE, MEMBERSHIP_ROUTE, PUBLIC_ROUTES, type AppRoute } from './routes';
import { setUnauthorizedHandler } from './services/api/client';
import { balanceRead, keepBalance } from './services/balance';
import { whenToastsNeeded } from './services/toast';

// The dashboard's frame (menu, socket) loads with the first dashboard page, never with the landing.
const DashboardLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

/** A page, loaded when first opened, inside antd's theme unless it is the landing page (plain HTML). */
const page = (route: AppRoute, themed = true) =>
  route.page === LANDING_ROUTE.page ? (
    <route.page />
  ) : themed ? (
    <Themed>
      <route.page />
    </Themed>
  ) : (
    <Suspense fallback={route.placeholder ? <route.placeholder /> : <PageLoading />}>
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
          element: <DashboardFrame />,
          // The frame is themed already; its pages render inside it.
          children: DASHBOARD_ROUTES.map((route) => ({
            path: route.path || undefined,
            index: route.path === '' ? true : undefined,
            handle: route,
            element: <RoleGuard access={route.access!}>{page(route, false)}</RoleGuard>,
          })),
        },
        { path: '*', element: <Navigate to="/errors/404" replace /> },
      ],
    },
  ];
}

/** Whether the app has painted once: until then a first /dashboard visit shows the plain frame only. */
let painted = false;

/**
 * The dashboard's frame. Until antd and the frame have loaded, their places in plain markup
 * (dashboard-shell.tsx), with the home page's stand-in, which works without them. On the app's
 * first load the stand-in and its balance are painted before antd is even asked for: antd's
 * modules, run and rendered, hold a phone's main thread for seconds, and the member's balance and
 * Withdraw would wait behind them for their first frame.
 */
function DashboardFrame() {
  const [ready, setReady] = useState(painted);
  // The balance its cards show, held while they change places (services/balance.ts).
  useEffect(() => keepBalance(), []);
  useEffect(() => {
    if (ready) return;
    let left = false;
    // After the balance the home page's stand-in reads (or at most 1.5 s) and the next frame: the
    // figure has been painted.
    const afterFrame = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          painted = true;
          if (!left) setReady(true);
        }),
      );
    void Promise.race([balanceRead(), new Promise((wait) => setTimeout(wait, 1500))]).then(afterFrame);
    return () => {
      left = true;
    };
  }, [ready]);
  return ready ? (
    <Themed fallback={<DashboardShell />}>
      <DashboardLayout />
    </Themed>
  ) : (
    <DashboardShell />
  );
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

/** Mounts the toast host with the first toast (its code and antd's load then, not before). */
function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenToastsNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export function App({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <DisplaySettingsProvider>
      <RouterProvider router={appRouter} />
      <Toasts />
    </DisplaySettingsProvider>
  );
}
