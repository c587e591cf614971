import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { TASK_PAGE_SIZE, TASK_PAGE_SIZES } from '@earnwave/contracts';
import { Alert, Button, Card, Col, Flex, Popconfirm, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mayEnter } from '../../../access';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { ApiError, TaskManagementApi, type ManagedTask } from '../../../services/api';
import { money } from '../../../services/format';
import { getUser } from '../../../services/session';
import { toast } from '../../../services/toast';
import { BalanceCard } from '../../../components/balance/balance-card';
import { addTaskPath, editTaskPath, taskProgressPath } from '../../../services/task-management-paths';
import { TASK_TEXT } from '../../../texts/task-management';
import { cutLocation, TaskStatusTag } from './components/task-cells';

/**
 * /dashboard/task-management (spec 2): the owner's balance, to buy the credits that fund tasks and
 * withdraw what tasks gave back (the administrator has none), then the owner's tasks, paged by the
 * server (10, 20 or 30 a page). The name opens the task's progress; the status shows lower case
 * and coloured; a location above 15 characters is cut; each task can be edited or deleted.
 */
export default function TaskListPage() {
  usePageTitle(TASK_TEXT.listTitle);
  const user = getUser()!;
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, limit: TASK_PAGE_SIZE });
  const [deleteReason, setDeleteReason] = useState<string | null>(null);
  const loaded = useLoad((signal) => TaskManagementApi.ownTasks(paging.page, paging.limit, signal), [paging], {
    onError: (error) => toast.error(error instanceof Error ? error.message : String(error)),
  });
  // A list that could not be read shows as empty.
  const answer = loaded.error ? undefined : loaded.value;
  const { loading } = loaded;

  const remove = async (task: ManagedTask) => {
    setDeleteReason(null);
    try {
      await TaskManagementApi.remove(task.id);
      toast.success(TASK_TEXT.deleted);
      // The last task of a later page gone: show the page before it.
      if (answer && answer.items.length === 1 && paging.page > 1) setPaging((p) => ({ ...p, page: p.page - 1 }));
      else await loaded.reload();
    } catch (error) {
      toast.error(TASK_TEXT.deleteFailed);
      if (error instanceof ApiError && error.status >= 400) setDeleteReason(error.firstMessage);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {TASK_TEXT.listTitle}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addTaskPath())}>
          {TASK_TEXT.addTask}
        </Button>
      </Flex>
      {deleteReason && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setDeleteReason(null) }}
          title={TASK_TEXT.deleteFailed}
          description={deleteReason}
          style={{ marginBottom: 16 }}
        />
      )}
      {mayEnter(user.role, 'walletHolder') && (
        <Row style={{ marginBottom: 16 }}>
          <Col xs={24} xl={12}>
            <BalanceCard memberId={user.id} earning={false} />
          </Col>
        </Row>
      )}
      <Card>
        <Table<ManagedTask>
          rowKey="id"
          loading={loading}
          dataSource={answer?.items ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: TASK_TEXT.noTasksYet }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: answer?.pagination.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: TASK_PAGE_SIZES.map(String),
            hideOnSinglePage: false,
            onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
          }}
          columns={[
            {
              title: TASK_TEXT.businessName,
              dataIndex: 'businessName',
              render: (name: string, task) => <Link to={taskProgressPath(task.id)}>{name}</Link>,
            },
            {
              title: TASK_TEXT.location,
              dataIndex: 'taskLocation',
              render: (location: string | null) => <span title={location ?? undefined}>{cutLocation(location)}</span>,
            },
            { title: TASK_TEXT.leads, dataIndex: 'noOfLeads' },
            { title: TASK_TEXT.remaining, dataIndex: 'remainingOfLeads' },
            { title: TASK_TEXT.performing, dataIndex: 'performingNoOfLeads' },
            { title: TASK_TEXT.completed, dataIndex: 'completeTask' },
            { title: TASK_TEXT.totalCost, dataIndex: 'totalCost', render: (cost: number) => money(cost) },
            {
              title: TASK_TEXT.status,
              dataIndex: 'status',
              render: (status: ManagedTask['status']) => <TaskStatusTag status={status} />,
            },
            {
              title: TASK_TEXT.actions,
              key: 'actions',
              render: (_: unknown, task) => (
                <Space>
                  <Link to={editTaskPath(task.id)} aria-label={TASK_TEXT.editTask(task.businessName)}>
                    <EditOutlined /> {TASK_TEXT.edit}
                  </Link>
                  <Popconfirm
                    title={TASK_TEXT.deleteQuestion}
                    description={TASK_TEXT.deleteExplained}
                    okText={TASK_TEXT.delete}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(task)}
                  >
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={TASK_TEXT.deleteTask(task.businessName)}
                    >
                      {TASK_TEXT.delete}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
