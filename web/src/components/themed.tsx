import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from './page-loading';

const AntdTheme = lazy(() => import('./antd-theme'));

/** `children` inside antd's theme, once its module has loaded (see antd-theme.tsx). */
export function Themed({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdTheme>{children}</AntdTheme>
    </Suspense>
  );
}
