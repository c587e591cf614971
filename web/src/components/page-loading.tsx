import { Spin } from 'antd';
import { TEXT } from '../texts';

/** What a page shows while its code or data loads: the spec's 'Loading...'. */
export function PageLoading({ text = TEXT.loading }: { text?: string }) {
  return (
    <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'center', padding: 48 }}>
      <Spin />
      <span>{text}</span>
    </div>
  );
}
