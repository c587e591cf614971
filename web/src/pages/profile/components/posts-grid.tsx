import { DeleteOutlined, EditOutlined, EyeOutlined, LineChartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Popconfirm, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pager, usePaging } from '../../../components/pager';
import { useLoad } from '../../../hooks/use-load';
import { answeredByServer, CreatorsApi, type Paged, type UserPost } from '../../../services/api';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT } from '../../../texts/profile';
import { PostFormModal } from './post-form-modal';
import { PostMedia } from '../../../components/post-media';
import { ViewLogModal } from './view-log-modal';

/**
 * A profile's posts (spec 2 and 6). One's own: '+ Add Content', and Edit, Delete, View and
 * Views(count) on each post (private ones included). Another member's: their public posts with
 * View only. Paging Previous/Next with 'Page x of y'; 'No posts found!' when there are none.
 */
export function PostsGrid({ memberId, own }: { memberId: string; own: boolean }) {
  const navigate = useNavigate();
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const [editing, setEditing] = useState<{ post: UserPost | null } | null>(null);
  const [viewLog, setViewLog] = useState<UserPost | null>(null);

  const loaded = useLoad(
    (signal) =>
      own ? CreatorsApi.myPosts(page, pageSize, signal) : CreatorsApi.memberPosts(memberId, page, pageSize, signal),
    [own, memberId, page, pageSize],
    {
      onError: (error) =>
        toast.error(answeredByServer(error) ? CREATOR_TEXT.fetchPostsRefused : CREATOR_TEXT.fetchPostsFailed),
    },
  );
  const { reload: load } = loaded;
  const answer = loaded.value;
  // The last post of a page was deleted: show the page before it.
  const lastPage =
    answer && answer.items.length === 0 && page > 1 && answer.pagination.totalPages < page
      ? Math.max(1, answer.pagination.totalPages)
      : null;
  useEffect(() => {
    if (lastPage !== null) setPage(lastPage);
  }, [lastPage, setPage]);
  // Posts that could not be read show as none.
  const posts: Paged<UserPost> | null = loaded.error
    ? { items: [], pagination: { page, limit: pageSize, total: 0, totalPages: 0 } }
    : lastPage === null
      ? (answer ?? null)
      : null;

  const remove = async (post: UserPost) => {
    try {
      await CreatorsApi.deletePost(post.id);
      toast.success(CREATOR_TEXT.postDeleted);
      await load();
    } catch (error) {
      toast.error(answeredByServer(error) ? CREATOR_TEXT.postDeleteFailed : CREATOR_TEXT.postDeleteError);
    }
  };

  const view = (post: UserPost) => navigate(`/dashboard/profile/post-view/${post.id}`);

  const actions = (post: UserPost) =>
    own
      ? [
          <Button key="edit" type="text" size="small" icon={<EditOutlined />} onClick={() => setEditing({ post })}>
            {CREATOR_TEXT.edit}
          </Button>,
          <Popconfirm
            key="delete"
            title={CREATOR_TEXT.deleteConfirm}
            okText={CREATOR_TEXT.delete}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(post)}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />}>
              {CREATOR_TEXT.delete}
            </Button>
          </Popconfirm>,
          <Button key="view" type="text" size="small" icon={<EyeOutlined />} onClick={() => view(post)}>
            {CREATOR_TEXT.view}
          </Button>,
          <Button key="views" type="text" size="small" icon={<LineChartOutlined />} onClick={() => setViewLog(post)}>
            {CREATOR_TEXT.viewsCount(post.views)}
          </Button>,
        ]
      : [
          <Button key="view" type="text" icon={<EyeOutlined />} onClick={() => view(post)}>
            {CREATOR_TEXT.view}
          </Button>,
        ];

  return (
    <Card
      title={CREATOR_TEXT.posts}
      extra={
        own && (
          <Button type="primary" onClick={() => setEditing({ post: null })}>
            {CREATOR_TEXT.addContent}
          </Button>
        )
      }
    >
      {!posts ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : posts.items.length === 0 ? (
        <Empty description={CREATOR_TEXT.noPosts} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {posts.items.map((post) => (
              <Col xs={24} sm={12} xl={8} key={post.id}>
                <Card
                  size="small"
                  data-testid="post-card"
                  cover={<PostMedia post={post} height={180} controls={false} />}
                  // A card's actions share its width in equal cells: the author's four overflowed
                  // one another in a narrow card, so they wrap in the body instead.
                  actions={own ? undefined : actions(post)}
                >
                  <Typography.Title level={5} style={{ marginTop: 0 }} ellipsis={{ rows: 1 }}>
                    {post.title}
                  </Typography.Title>
                  <Flex gap={4} wrap>
                    {post.isHidden && (
                      <Tooltip title={post.hiddenReason}>
                        <Tag color="red">{CREATOR_TEXT.hiddenByModerator}</Tag>
                      </Tooltip>
                    )}
                    {post.isPrivate && <Tag>{CREATOR_TEXT.private}</Tag>}
                    {post.costView > 0 && <Tag color="gold">{CREATOR_TEXT.credits(post.costView)}</Tag>}
                    <Tag>{new Date(post.createdAt).toLocaleDateString()}</Tag>
                  </Flex>
                  {own && (
                    <Flex wrap gap={4} style={{ marginTop: 8 }} data-testid="post-actions">
                      {actions(post)}
                    </Flex>
                  )}
                </Card>
              </Col>
            ))}
          </Row>
          <Pager
            page={page}
            totalPages={posts.pagination.totalPages}
            onChange={setPage}
            pageSize={pageSize}
            onPageSizeChange={setPageSize}
            label={CREATOR_TEXT.postsPerPage}
          />
        </>
      )}
      {own && (
        <PostFormModal
          open={editing !== null}
          post={editing?.post ?? null}
          onClose={() => setEditing(null)}
          onSaved={() => void load()}
        />
      )}
      {own && <ViewLogModal post={viewLog} onClose={() => setViewLog(null)} />}
    </Card>
  );
}
