import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DownloadButton, downloadName } from '../../components/download-button';
import { usePageTitle } from '../../components/page-title';
import { useLoad } from '../../hooks/use-load';
import { ApiError, changedPrice, CreatorsApi, type UserPost } from '../../services/api';
import { toast } from '../../services/toast';
import { mediaUrl } from '../../services/display-rules';
import { PostMedia } from '../../components/post-media';
import { CREATOR_TEXT } from '../../texts/profile';

/**
 * /dashboard/profile/post-view/{id} (spec 2 and 4): the post's media by file type, title,
 * description and Back. A paid post not yet bought is blurred and asks first, naming the price;
 * only the confirmation charges (once, with an Idempotency-Key), and only the price it named: when
 * the author changed it meanwhile, nothing is charged and the page shows the new price and asks
 * again. Any other failure shows the server's message, or 'Error fetching post.', and goes back.
 */
export default function PostViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [paying, setPaying] = useState(false);
  /** The server's word that the price changed since it was shown (nothing was charged). */
  const [priceChanged, setPriceChanged] = useState<string | null>(null);
  const failed = useRef(false);

  const fail = (error: unknown) => {
    if (failed.current) return;
    failed.current = true;
    toast.error(
      error instanceof ApiError && error.status > 0 && error.message ? error.message : CREATOR_TEXT.errorFetchingPost,
    );
    navigate(-1);
  };

  const loaded = useLoad(
    (signal) => {
      failed.current = false;
      return CreatorsApi.viewPost(id, undefined, signal);
    },
    [id],
    { onError: fail },
  );
  // Another post shows the spinner until read.
  const post = loaded.loading ? null : (loaded.value ?? null);
  const setPost = (shown: UserPost) => loaded.update(() => shown);
  usePageTitle(post?.title ?? CREATOR_TEXT.post);
  // A locked post, as read, asks before it charges.
  const lockedAsRead = loaded.value?.isLocked;
  useEffect(() => setAsking(lockedAsRead ?? false), [loaded.value?.id, lockedAsRead]);

  const pay = async () => {
    if (!post) return;
    setPaying(true);
    try {
      const unlocked = await CreatorsApi.viewPost(id, post.costView);
      setPost(unlocked);
      setAsking(false);
      setPriceChanged(null);
    } catch (error) {
      const price = changedPrice(error, 'costView');
      if (price === undefined) {
        setAsking(false);
        fail(error);
      } else {
        // The dialog stays open with the price now: the member confirms again, or cancels.
        setPost({ ...post, costView: price });
        setPriceChanged((error as ApiError).message);
      }
    } finally {
      setPaying(false);
    }
  };

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {CREATOR_TEXT.back}
    </Button>
  );

  const file = post && !post.isLocked ? (post.postFilePath ?? post.postRelativePath) : null;
  const fileUrl = mediaUrl(file);

  if (!post)
    return (
      <Flex vertical gap={16}>
        <div>{back}</div>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      </Flex>
    );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <div>{back}</div>
      <Card>
        <Flex vertical gap={16}>
          <div data-testid="post-view-media" data-locked={post.isLocked}>
            <PostMedia post={post} height={post.postFileType === 'audio' ? 'auto' : 480} />
          </div>
          {file && fileUrl && (
            <DownloadButton url={fileUrl} name={downloadName(file, post.title)} style={{ alignSelf: 'start' }} />
          )}
          {post.isLocked && (
            <Button
              type="primary"
              icon={<LockOutlined />}
              onClick={() => setAsking(true)}
              style={{ alignSelf: 'start' }}
            >
              {CREATOR_TEXT.viewFor(post.costView)}
            </Button>
          )}
          <Typography.Title level={2} style={{ margin: 0 }}>
            {post.title}
          </Typography.Title>
          {post.member && (
            <Typography.Text type="secondary">
              {CREATOR_TEXT.by}
              <Link to={`/dashboard/profile/${post.memberId}`}>{post.member.name}</Link> ·{' '}
              {new Date(post.createdAt).toLocaleDateString()}
            </Typography.Text>
          )}
          {post.description && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {post.description}
            </Typography.Paragraph>
          )}
        </Flex>
      </Card>
      <Modal
        open={asking}
        title={CREATOR_TEXT.paidPost}
        okText={CREATOR_TEXT.view}
        onOk={pay}
        onCancel={() => setAsking(false)}
        confirmLoading={paying}
      >
        {priceChanged && (
          <Alert type="warning" showIcon role="alert" title={priceChanged} style={{ marginBottom: 12 }} />
        )}
        <Typography.Paragraph>{CREATOR_TEXT.viewPaidConfirm(post.costView)}</Typography.Paragraph>
      </Modal>
    </Flex>
  );
}
