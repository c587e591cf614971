import { TEXT } from '../texts';

/** What a page shows while its code or data loads: the spec's 'Loading...' (plain CSS, no component library). */
export function PageLoading({ text = TEXT.loading }: { text?: string }) {
  return (
    <div role="status" className="page-loading">
      <span>{text}</span>
    </div>
  );
}
