import { Button, Col, Flex, Result, Row, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title';
import { useLoad } from '../../hooks/use-load';
import { CreatorsApi, type Profile } from '../../services/api';
import { getUser } from '../../services/session';
import { toast } from '../../services/toast';
import { EditProfileModal } from './components/edit-profile-modal';
import { GiftsReceivedCard } from './components/gifts-received-card';
import { PostsGrid } from './components/posts-grid';
import { ProfileDetails } from './components/profile-details';
import { ProfileHeader } from './components/profile-header';
import { CREATOR_TEXT } from '../../texts/profile';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /dashboard/profile (one's own) and /dashboard/profile/{id} (another member), spec 2 and 6: the
 * head, the details and the posts. Edit controls and the gifts received only on one's own profile
 * (as the server says, isOwn). Another member's profile that fails to load sends the user to
 * /dashboard with the server's message.
 */
export default function ProfilePage() {
  const { id } = useParams();
  const me = getUser()!;
  const memberId = id ?? me.id;
  const ownRoute = memberId === me.id;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const loaded = useLoad((signal) => CreatorsApi.profile(memberId, signal), [memberId, ownRoute], {
    onError: (error) => {
      if (ownRoute) return;
      toast.error(messageOf(error));
      navigate('/dashboard', { replace: true });
    },
  });
  // Each read (another member, Try again) shows the spinner until it is answered.
  const profile = loaded.loading ? null : (loaded.value ?? null);
  const failure = ownRoute && loaded.error !== undefined ? messageOf(loaded.error) : null;
  usePageTitle(profile && !profile.isOwn ? profile.name : CREATOR_TEXT.profile);

  const { update } = loaded;
  const patch = useCallback(
    (change: Partial<Profile>) => update((current) => current && { ...current, ...change }),
    [update],
  );

  if (failure)
    return (
      <Result
        status="warning"
        title={failure}
        extra={<Button onClick={loaded.reload}>{CREATOR_TEXT.tryAgain}</Button>}
      />
    );
  if (!profile)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );

  const own = profile.isOwn;
  return (
    <Flex vertical gap={16}>
      <ProfileHeader profile={profile} onEdit={() => setEditing(true)} onChange={patch} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <ProfileDetails profile={profile} />
            {own && <GiftsReceivedCard />}
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <PostsGrid key={profile.id} memberId={profile.id} own={own} />
        </Col>
      </Row>
      {own && (
        <EditProfileModal
          profile={profile}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(saved) => update(() => saved)}
        />
      )}
    </Flex>
  );
}
