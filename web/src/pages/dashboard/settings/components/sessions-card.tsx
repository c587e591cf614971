import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLoad } from '../../../../hooks/use-load';
import { Api } from '../../../../services/api';
import { toast } from '../../../../services/toast';
import { TEXT } from '../../../../texts';
import { deviceName } from './device-name';
import { SETTINGS_TEXT } from '../../../../texts/dashboard';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Sessions: the devices signed in to the account, newest first, this one marked. Any other can be
 * signed out, one by one or all at once; its token stops working and its live connection closes.
 */
export function SessionsCard({ memberId }: { memberId: string }) {
  const loaded = useLoad((signal) => Api.sessions(memberId, signal), [memberId]);
  const sessions = loaded.value ?? null;
  const failure = loaded.error === undefined ? null : (loaded.error as Error).message;
  const { reload: load } = loaded;
  /** The session being signed out, or 'others' for all of them. */
  const [busy, setBusy] = useState<string | null>(null);

  const signOut = async (target: string, end: () => Promise<unknown>, done: string) => {
    setBusy(target);
    try {
      await end();
      toast.success(done);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
      await load();
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Card
      title={TEXT.sessions}
      loading={!sessions && !failure}
      extra={
        others.length > 0 && (
          <Button
            loading={busy === 'others'}
            disabled={busy !== null}
            onClick={() => signOut('others', () => Api.endOtherSessions(memberId), TEXT.otherDevicesSignedOut)}
          >
            {TEXT.signOutEverywhereElse}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{TEXT.sessionsIntro}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <ul aria-label={TEXT.sessions} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sessions?.map((session) => {
          const device = deviceName(session.userAgent);
          return (
            <li key={session.id} style={{ padding: '12px 0', borderTop: '1px solid rgba(128, 128, 128, 0.2)' }}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong title={session.userAgent}>
                      {device}
                    </Typography.Text>
                    {session.current && <Tag color="green">{TEXT.thisDevice}</Tag>}
                  </Flex>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {SETTINGS_TEXT.signedIn(session.ip, when(session.createdAt), when(session.lastSeenAt))}
                  </Typography.Text>
                </div>
                {!session.current && (
                  <Button
                    danger
                    aria-label={`${TEXT.signOut} ${device} (${session.ip})`}
                    loading={busy === session.id}
                    disabled={busy !== null}
                    onClick={() =>
                      signOut(session.id, () => Api.endSession(memberId, session.id), TEXT.deviceSignedOut)
                    }
                  >
                    {TEXT.signOut}
                  </Button>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
