import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { TEXT } from '../../../texts';

/** errors/500 (spec 2). */
export default function ServerErrorPage() {
  usePageTitle(TEXT.errorTitle);
  return (
    <main>
      <Result status="500" title="500" subTitle={TEXT.serverError} extra={<Link to="/">{TEXT.takeMeHome}</Link>} />
    </main>
  );
}
