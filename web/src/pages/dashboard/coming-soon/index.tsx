import { Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { TEXT } from '../../../texts';

const SECTIONS: [RegExp, string][] = [
  [/^\/dashboard\/task-management/, 'Task Management'],
  [/^\/dashboard\/tasks/, 'Tasks'],
  [/^\/dashboard\/seminars/, 'Seminars'],
  [/^\/dashboard\/profile/, 'Profile'],
  [/^\/dashboard\/chat/, 'Network'],
];

/** Sections of later issues (tasks, profile, network, seminars): a page that says so, never a broken one. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const section = SECTIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'This section';
  usePageTitle(section);
  return (
    <Result
      status="info"
      title={section}
      subTitle={TEXT.comingSoon}
      extra={
        pathname.startsWith('/dashboard/task-management') ? undefined : (
          <Link to="/dashboard">Back to the dashboard</Link>
        )
      }
    />
  );
}
