import { Alert, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../../hooks/use-load';
import { Api, type ProgressCounter } from '../../../../services/api';
import { TEXT } from '../../../../texts';
import { HOME_TEXT } from '../../../../texts/dashboard';

const ALERT_TYPES = { warning: 'warning', info: 'info', danger: 'error' } as const;

/** Today's activity (spec 2): the warnings with their title, link, link title and type. */
export function TodaysActivityCard({ progress }: { progress: ProgressCounter | null }) {
  if (!progress) return <Card title={HOME_TEXT.todaysActivity} loading />;
  return (
    <Card title={HOME_TEXT.todaysActivity} style={{ height: '100%' }}>
      {progress.warnings.length === 0 ? (
        <Typography.Text>{HOME_TEXT.allDone}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {progress.warnings.map((warning) => (
            <Alert
              key={warning.title}
              type={ALERT_TYPES[warning.type] ?? 'info'}
              showIcon
              title={warning.title}
              action={<Link to={warning.linkPath}>{warning.linkTitle}</Link>}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** Today's notification (spec 2): administrator HTML, sanitised by the server on save and on read. */
export function TodaysNotificationCard() {
  const notice = useLoad((signal) => Api.todaysNotification(signal), []);
  // A notification that could not be read shows as none.
  const html = notice.value ?? (notice.error ? '' : null);
  return (
    <Card title={HOME_TEXT.todaysNotification} style={{ height: '100%' }}>
      {html === null ? (
        <Typography.Text>{TEXT.loading}</Typography.Text>
      ) : (
        <div
          className="notification-html"
          data-testid="todays-notification"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Card>
  );
}
