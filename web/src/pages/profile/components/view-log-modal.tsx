import { Avatar, Flex, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { CreatorsApi, type Paged, type PostViewEntry, type UserPost } from '../../../services/api';
import { money } from '../../../services/format';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT, POSTS_PAGE_SIZE } from '../texts';
import { mediaUrl } from './display-rules';

/** The view log of one's own post (spec 2): viewer, date and amount deducted; 'No users have viewed this post.' */
export function ViewLogModal({ post, onClose }: { post: UserPost | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [log, setLog] = useState<Paged<PostViewEntry> | null>(null);

  useEffect(() => {
    setPage(1);
    setLog(null);
  }, [post?.id]);

  useEffect(() => {
    if (!post) return;
    let live = true;
    CreatorsApi.postViews(post.id, page, POSTS_PAGE_SIZE).then(
      (answer) => live && setLog(answer),
      (error: Error) => {
        if (!live) return;
        toast.error(error.message);
        setLog({ items: [], pagination: { page, limit: POSTS_PAGE_SIZE, total: 0, totalPages: 0 } });
      },
    );
    return () => {
      live = false;
    };
  }, [post, page]);

  return (
    <Modal open={post !== null} title={`Views of ${post?.title ?? ''}`} onCancel={onClose} footer={null} width={640}>
      <Table<PostViewEntry>
        rowKey={(entry) => `${entry.viewer.id}-${entry.createdAt}`}
        loading={!log}
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
            title: 'Viewer',
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
            title: 'Date',
            dataIndex: 'createdAt',
            render: (createdAt: string) => new Date(createdAt).toLocaleString(),
          },
          { title: 'Amount', dataIndex: 'amountDeduct', render: (amount: number) => money(amount) },
        ]}
      />
    </Modal>
  );
}
