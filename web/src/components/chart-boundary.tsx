import { Component, Suspense, type ReactNode } from 'react';
import { TEXT } from '../texts';
import { PageLoading } from './page-loading';

/** Charts load lazily; a chart that fails to load or draw says 'Error loading chart.' (spec 2). */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return <ChartError />;
    return <Suspense fallback={<PageLoading />}>{this.props.children}</Suspense>;
  }
}

export function ChartError() {
  return (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      {TEXT.errorLoadingChart}
    </div>
  );
}
