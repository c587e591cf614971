import { Avatar, Flex, Modal, Table } from 'antd';
import { useState } from 'react';
import { useLoad } from '../../../hooks/use-load';
import { POSTS_PAGE_SIZE } from '@earnwave/contracts';
import { CreatorsApi, type PostViewEntry, type UserPost } from '../../../services/api';
import { money } from '../../../services/format';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT } from '../../../texts/profile';
import { mediaUrl } from '../../../services/display-rules';

/** The view log of one's own post (spec 2): viewer, date and amount deducted; 'No users have viewed this post.' */
export function ViewLogModal({ post, onClose }: { post: UserPost | null; onClose: () => void }) {
  return (
    <Modal
      open={post !== null}
      title={CREATOR_TEXT.viewsOf(post?.title ?? '')}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      {/* Keyed by the post: another post's log starts on its first page, loading. */}
      {post && <ViewLog key={post.id} postId={post.id} />}
    </Modal>
  );
}

function ViewLog({ postId }: { postId: string }) {
  const [page, setPage] = useState(1);
  const loaded = useLoad((signal) => CreatorsApi.postViews(postId, page, POSTS_PAGE_SIZE, signal), [postId, page], {
    onError: (error) => toast.error((error as Error).message),
  });
  // A log that could not be read shows as empty.
  const log = loaded.error ? null : loaded.value;

  return (
    <Table<PostViewEntry>
      rowKey={(entry) => `${entry.viewer.id}-${entry.createdAt}`}
      loading={log === undefined}
      dataSource={log?.items ?? []}
      locale={{ emptyText: CREATOR_TEXT.noViews }}
      scroll={{ x: true }}
      pagination={{
        current: page,
        pageSize: POSTS_PAGE_SIZE,
        total: log?.pagination.total ?? 0,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        {
          title: CREATOR_TEXT.viewer,
          key: 'viewer',
          render: (_, entry) => (
            <Flex align="center" gap={8}>
              <Avatar alt="" aria-hidden src={mediaUrl(entry.viewer.userProfile?.image)} size="small">
                {entry.viewer.name.charAt(0)}
              </Avatar>
              {entry.viewer.name}
            </Flex>
          ),
        },
        {
          title: CREATOR_TEXT.date,
          dataIndex: 'createdAt',
          render: (createdAt: string) => new Date(createdAt).toLocaleString(),
        },
        { title: CREATOR_TEXT.amount, dataIndex: 'amountDeduct', render: (amount: number) => money(amount) },
      ]}
    />
  );
}
