import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { TEXT } from '../../../texts';

/** errors/404 (spec 2). */
export default function NotFoundPage() {
  usePageTitle(TEXT.pageNotFound);
  return (
    <main>
      <Result status="404" title="404" subTitle={TEXT.notFound} extra={<Link to="/">{TEXT.takeMeHome}</Link>} />
    </main>
  );
}
