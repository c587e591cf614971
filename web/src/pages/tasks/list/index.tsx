import { TASK_PAGE_SIZE, TASK_PAGE_SIZES } from '@earnwave/contracts';
import { Col, Empty, Flex, Pagination, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useLoad } from '../../../hooks/use-load';
import { usePageTitle } from '../../../components/page-title';
import { TasksMemberApi } from '../../../services/api';
import { toast } from '../../../services/toast';
import { TEXT } from '../../../texts';
import { TASK_TEXT } from '../../../texts/tasks';
import { TaskCard } from './components/task-card';

/**
 * /dashboard/tasks (spec 2): the tasks open to the member as cards marked Completed, Available or
 * Unavailable, paged 10, 20 or 30 at a time (spec 9) with the server's pagination.total.
 */
export default function TasksPage() {
  usePageTitle(TASK_TEXT.title);
  const [paging, setPaging] = useState({ page: 1, size: TASK_PAGE_SIZE });
  const loaded = useLoad((signal) => TasksMemberApi.memberTasks(paging.page, paging.size, signal), [paging], {
    onError: () => toast.error(TASK_TEXT.listFailed),
  });
  // Tasks that could not be read show as none.
  const tasks = loaded.value?.data ?? (loaded.error ? [] : null);
  const total = loaded.value?.pagination.total ?? 0;
  const { loading } = loaded;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {TASK_TEXT.title}
      </Typography.Title>
      {tasks === null ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={TEXT.loading} size="large">
            <div style={{ width: 160, height: 60 }} />
          </Spin>
        </Flex>
      ) : tasks.length === 0 ? (
        <Empty description={TASK_TEXT.noTasks} />
      ) : (
        <Spin spinning={loading}>
          <Row gutter={[16, 16]} role="list" aria-label={TASK_TEXT.title}>
            {tasks.map((task) => (
              <Col key={task.id} xs={24} sm={12} lg={8} xxl={6} role="listitem">
                <TaskCard task={task} />
              </Col>
            ))}
          </Row>
        </Spin>
      )}
      {total > 0 && (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Pagination
            current={paging.page}
            pageSize={paging.size}
            total={total}
            showSizeChanger
            pageSizeOptions={TASK_PAGE_SIZES.map(String)}
            onChange={(page, size) => setPaging((was) => ({ page: size === was.size ? page : 1, size }))}
          />
        </Flex>
      )}
    </>
  );
}
