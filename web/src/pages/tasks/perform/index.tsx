import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Spin } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { ApiError, TasksMemberApi } from '../../../services/api';
import { toast } from '../../../services/toast';
import { TEXT } from '../../../texts';
import { TASK_TEXT } from '../../../texts/tasks';
import { ProofRow, proofValue, type Proof } from './components/proof-row';
import { TaskHeader } from './components/task-header';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? TASK_TEXT.notFound : TASK_TEXT.fetchFailed;

/**
 * /dashboard/tasks/{id} (spec 2, 4 and 5): the task's head, then one row per assigned price where
 * the member sets a proof (a screenshot, or a web address for url rows). Save sends the rows that
 * have one, and is disabled until at least one does.
 */
export default function PerformTaskPage() {
  const { id = '' } = useParams();
  const [proofs, setProofs] = useState<Record<string, Proof>>({});
  const [uploading, setUploading] = useState(0);
  const [saving, setSaving] = useState(false);
  const loaded = useLoad((signal) => TasksMemberApi.memberTask(id, signal), [id], {
    onError: (error) => toast.error(failureText(error)),
  });
  const task = loaded.value;
  const failure = loaded.error === undefined ? null : failureText(loaded.error);
  usePageTitle(task?.businessName ?? TASK_TEXT.title);

  const back = (
    <Link to="/dashboard/tasks">
      <ArrowLeftOutlined /> {TASK_TEXT.backToTasks}
    </Link>
  );

  if (!task) {
    return (
      <Flex vertical gap={16}>
        {back}
        {failure ? (
          <Empty description={failure} />
        ) : (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin description={TEXT.loading} size="large">
              <div style={{ width: 160, height: 60 }} />
            </Spin>
          </Flex>
        )}
      </Flex>
    );
  }

  const locked = task.memberTaskStatus === 'Unavailable';
  const open = task.assignedPrices.filter((price) => !price.isUploadScreenshot);
  const proofsToSend = open
    .map((price) => ({ taskPricingId: price.taskPricingId, screenshot: proofValue(proofs[price.taskPricingId]) }))
    .filter((proof) => proof.screenshot !== '');

  const setProof = (taskPricingId: string) => (proof: Proof | undefined) =>
    setProofs((was) => {
      const next = { ...was };
      if (proof) next[taskPricingId] = proof;
      else delete next[taskPricingId];
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      await TasksMemberApi.performTask({ taskId: task.id, taskPricings: proofsToSend });
      toast.success(TASK_TEXT.saved);
      setProofs({});
      void loaded.reload();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.firstMessage : TASK_TEXT.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      {back}
      <TaskHeader task={task} />
      {locked && <Alert type="warning" showIcon title={TASK_TEXT.unavailable} />}
      <Card title={`${TASK_TEXT.tasksToDo} (${task.assignedPrices.length})`}>
        <Flex vertical gap={12}>
          {task.assignedPrices.map((price) => (
            <ProofRow
              key={price.id}
              price={price}
              proof={proofs[price.taskPricingId]}
              onProof={setProof(price.taskPricingId)}
              onUploading={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
              locked={locked}
            />
          ))}
          {!locked && open.length > 0 && (
            <Flex justify="end">
              <Button
                type="primary"
                size="large"
                loading={saving}
                disabled={proofsToSend.length === 0 || uploading > 0}
                onClick={() => void save()}
              >
                {TASK_TEXT.save}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
