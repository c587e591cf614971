import type { ScreenshotDecision } from '@earnwave/contracts';
import { Empty, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { ApiError, TaskManagementApi, type ReceivedScreenshot } from '../../../services/api';
import { onLive } from '../../../services/live';
import { toast } from '../../../services/toast';
import { TASK_MANAGEMENT_PATH } from '../../../services/task-management-paths';
import { TASK_TEXT } from '../../../texts/task-management';
import { BusinessInfoCard } from './components/business-info-card';
import { ChosenTasksCard } from './components/chosen-tasks-card';
import { ReviewModals } from './components/review-modals';
import { ScreenshotsCard } from './components/screenshots-card';

/** Notifications after which the owner's tasks have new proofs or counts (worker's task-notices.ts). */
const TASK_PROGRESS_NOTICES = new Set(['task_proof_received', 'task_proof_auto_approved', 'task_completed']);

interface Choice {
  screenshot: ReceivedScreenshot;
  status: ScreenshotDecision;
}

/**
 * /dashboard/task-management/task-progress/{id} (spec 2 and 4): the business info, the chosen
 * tasks and the screenshots received, each accepted or denied through 'Confirm Action' (and a
 * rejection reason). After a decision, and live when a proof arrives or the timer approves one
 * (the notification names no task, so any task notice reads this task again), the screenshots
 * and the task's counts are read again.
 */
export default function TaskProgressPage() {
  usePageTitle(TASK_TEXT.progressTitle);
  const { id = '' } = useParams();
  const [choice, setChoice] = useState<Choice | null>(null);
  const taskLoad = useLoad((signal) => TaskManagementApi.task(id, signal), [id], {
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status === 404 ? TASK_TEXT.taskNotFound : TASK_TEXT.detailsError),
  });
  const screenshotsLoad = useLoad((signal) => TaskManagementApi.screenshots(id, signal), [id], {
    onError: () => toast.error(TASK_TEXT.screenshotsError),
  });
  // A task that could not be read is null (said so), and screenshots that could not be read none.
  const task = taskLoad.error ? null : taskLoad.value;
  const screenshots = (!screenshotsLoad.error && screenshotsLoad.value) || [];
  const { reload: loadTask } = taskLoad;
  const { reload: loadScreenshots } = screenshotsLoad;

  useEffect(
    () =>
      onLive('notification', ({ type }) => {
        if (!TASK_PROGRESS_NOTICES.has(type)) return;
        void loadTask();
        void loadScreenshots();
      }),
    [loadTask, loadScreenshots],
  );

  const decide = async (status: ScreenshotDecision, rejectionMessage?: string) => {
    if (!choice) return;
    try {
      await TaskManagementApi.decideScreenshot(
        choice.screenshot.completedTaskPricingId,
        status === 'REJECTED' ? { status, rejectionMessage } : { status },
      );
      toast.success(TASK_TEXT.statusUpdated);
      await Promise.all([loadScreenshots(), loadTask()]);
    } catch {
      toast.error(TASK_TEXT.statusFailed);
    }
    setChoice(null);
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {TASK_TEXT.progressTitle}
        </Typography.Title>
        <Link to={TASK_MANAGEMENT_PATH}>{TASK_TEXT.backToList}</Link>
      </Flex>
      {task === undefined ? (
        <PageLoading />
      ) : task === null ? (
        <Empty description={TASK_TEXT.noTaskData} />
      ) : (
        <>
          <BusinessInfoCard task={task} />
          <ChosenTasksCard tasks={task.assignedPrices} />
          <ScreenshotsCard
            screenshots={screenshots}
            onChoose={(screenshot, status) => setChoice({ screenshot, status })}
          />
        </>
      )}
      <ReviewModals choice={choice?.status ?? null} onCancel={() => setChoice(null)} onDecide={decide} />
    </>
  );
}
