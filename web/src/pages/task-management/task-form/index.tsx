import { LoadingOutlined } from '@ant-design/icons';
import { TASK_LIMITS } from '@earnwave/contracts';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Result, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TASK_OWNER_ROLE } from '../../../access';
import { GeneralErrors } from '../../../components/field-errors';
import { useLoad } from '../../../hooks/use-load';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { ApiError, TaskManagementApi, type TaskPayment, type TaskPricingOption } from '../../../services/api';
import { usdt } from '../../../services/format';
import { getUser } from '../../../services/session';
import { toast } from '../../../services/toast';
import { TASK_MANAGEMENT_PATH } from '../../../services/task-management-paths';
import { TASK_TEXT } from '../../../texts/task-management';
import { TaskPaymentModal } from './components/payment-modal';
import { PricingTable } from './components/pricing-table';
import {
  creditsOf,
  emptyForm,
  formOf,
  isFormValid,
  payloadOf,
  totalCostMicros,
  type PricingRowState,
  type TaskFormState,
} from './components/task-form-model';

/** Spec 9: the logo and background are shown at 100x100. */
const IMAGE_SIZE = 100;
/** The task's two images: the stored relativePath and the link shown, as the form holds them. */
const TASK_IMAGES = [
  { label: TASK_TEXT.logo, path: 'logoImage', link: 'logoLink' },
  { label: TASK_TEXT.backgroundImage, path: 'backgroundImage', link: 'backgroundLink' },
] as const;

/** Spec 9: the redirect after a save waits 1 second. */
export const SAVE_REDIRECT_MS = 1000;

/**
 * Where the owner goes after a save (spec 4; ARCHITECTURE.md): an advertiser to the task list, a
 * member who also owns tasks (or an administrator) to /dashboard/tasks.
 */
export function afterSavePath(): string {
  return getUser()?.role === TASK_OWNER_ROLE ? TASK_MANAGEMENT_PATH : '/dashboard/tasks';
}

/**
 * Counts the uploads under way, so the button can say 'Uploading...' (spec 2): `track` follows a
 * row's upload, `busyChanged` a drop zone's.
 */
function useUploads() {
  const [running, setRunning] = useState(0);
  const busyChanged = useCallback((busy: boolean) => setRunning((count) => count + (busy ? 1 : -1)), []);
  const track = useCallback(
    async <T,>(work: Promise<T>): Promise<T> => {
      busyChanged(true);
      try {
        return await work;
      } finally {
        busyChanged(false);
      }
    },
    [busyChanged],
  );
  return { uploading: running > 0, track, busyChanged };
}

/**
 * The task form, /dashboard/task-management/add-task and /edit-task/{id} (spec 2, 4 and 5):
 * business name, location, leads, logo and background, the pricing table, 'Cost Total = {amount}'
 * and Pay (new: opens the payment modal) or Update (edit: leads and the pricing table locked).
 */
export default function TaskFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  usePageTitle(editing ? TASK_TEXT.editTaskTitle : TASK_TEXT.addTaskTitle);
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { uploading, track, busyChanged } = useUploads();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const impressions =
    useLoad((signal) => TaskManagementApi.impressionOptions(signal), [], {
      onError: () => toast.error(TASK_TEXT.impressionsFailed),
    }).value ?? [];
  // The form as loaded (empty for a new task), then as the owner edits it.
  const loaded = useLoad(
    async (signal) => {
      const catalogue = TaskManagementApi.pricingOptions(signal).catch((): TaskPricingOption[] => {
        toast.error(TASK_TEXT.impressionsFailed);
        return [];
      });
      if (!id) return emptyForm(await catalogue);
      const [task, options] = await Promise.all([TaskManagementApi.task(id, signal), catalogue]);
      return formOf(task, options);
    },
    [id],
    {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 404 ? TASK_TEXT.taskNotFound : TASK_TEXT.fetchDetailsFailed,
        ),
    },
  );
  const form = loaded.value ?? null;
  const setForm = loaded.update;
  const missing = loaded.error !== undefined;

  const change = (patch: Partial<TaskFormState>) => setForm((current) => current && { ...current, ...patch });
  const changeRow = (taskPricingId: string, patch: Partial<PricingRowState>) =>
    setForm(
      (current) =>
        current && {
          ...current,
          rows: current.rows.map((row) => (row.taskPricingId === taskPricingId ? { ...row, ...patch } : row)),
        },
    );

  if (missing) return <Result status="warning" title={TASK_TEXT.noTaskData} extra={<BackLink />} />;
  if (!form) return <PageLoading />;

  const total = totalCostMicros(form, impressions);
  const valid = isFormValid(form, impressions);

  const done = () => {
    setSaved(true);
    toast.success(TASK_TEXT.saved);
    redirect.current = setTimeout(() => navigate(afterSavePath()), SAVE_REDIRECT_MS);
  };
  /** Field errors of the form itself; the payment's own show in the payment modal. */
  const failed = (error: unknown, text: string) => {
    toast.error(text);
    const messages =
      error instanceof ApiError
        ? error.errors.filter((e) => !e.param.startsWith('payment_task') && e.param !== 'general').map((e) => e.msg)
        : [];
    setServerErrors(messages);
  };

  const create = async (payment: TaskPayment) => {
    setServerErrors([]);
    try {
      await TaskManagementApi.create(payloadOf(form, payment));
    } catch (error) {
      failed(error, TASK_TEXT.creationFailed);
      throw error;
    }
    setPaying(false);
    done();
  };

  const update = async () => {
    if (!id) return;
    setSaving(true);
    setServerErrors([]);
    try {
      await TaskManagementApi.update(
        id,
        payloadOf(form, { total_cost: creditsOf(total), date: dayjs().format('YYYY-MM-DD') }),
      );
      done();
    } catch (error) {
      failed(error, TASK_TEXT.updateFailed);
      setSaving(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {editing ? TASK_TEXT.editTaskTitle : TASK_TEXT.addTaskTitle}
        </Typography.Title>
        <BackLink />
      </Flex>
      <Form layout="vertical" requiredMark={false} component="div">
        <Card title={TASK_TEXT.business} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={TASK_TEXT.businessName} htmlFor="task-business-name">
                <Input
                  id="task-business-name"
                  value={form.businessName}
                  maxLength={TASK_LIMITS.businessNameMax}
                  onChange={(event) => change({ businessName: event.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={TASK_TEXT.location} htmlFor="task-location">
                <Input
                  id="task-location"
                  value={form.taskLocation}
                  maxLength={TASK_LIMITS.taskLocationMax}
                  onChange={(event) => change({ taskLocation: event.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={TASK_TEXT.leads}
                htmlFor="task-leads"
                help={editing ? TASK_TEXT.leadsLocked : undefined}
              >
                <InputNumber
                  id="task-leads"
                  min={1}
                  max={TASK_LIMITS.leadsMax}
                  step={1}
                  precision={0}
                  value={form.noOfLeads}
                  disabled={editing}
                  onChange={(value) => change({ noOfLeads: typeof value === 'number' ? value : null })}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            {TASK_IMAGES.map(({ label, path, link }) => (
              <Col xs={24} md={12} key={path}>
                <Form.Item label={label}>
                  <ImageDropZone
                    label={label}
                    value={form[path]}
                    previewUrl={form[link]}
                    size={IMAGE_SIZE}
                    removable={false}
                    onBusyChange={busyChanged}
                    onChange={(relativePath, upload) =>
                      change({ [path]: relativePath ?? '', [link]: upload?.path ?? null } as Partial<TaskFormState>)
                    }
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
        <Card
          title={TASK_TEXT.tasks}
          extra={editing ? <Typography.Text type="secondary">{TASK_TEXT.tasksLocked}</Typography.Text> : null}
          style={{ marginBottom: 16 }}
        >
          <PricingTable
            rows={form.rows}
            impressions={impressions}
            locked={editing}
            onChange={changeRow}
            track={track}
          />
        </Card>
        <GeneralErrors messages={serverErrors} />
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }} data-testid="cost-total">
            {TASK_TEXT.costTotal(usdt(total))}
          </Typography.Title>
          <Button
            type="primary"
            size="large"
            disabled={!valid || uploading || saving || saved}
            icon={uploading ? <LoadingOutlined /> : undefined}
            onClick={() => (editing ? update() : setPaying(true))}
            loading={saving}
            data-testid="save-task"
          >
            {uploading ? TASK_TEXT.uploading : editing ? TASK_TEXT.update : TASK_TEXT.pay}
          </Button>
        </Flex>
      </Form>
      {paying && <TaskPaymentModal totalMicros={total} onSubmit={create} onClose={() => setPaying(false)} />}
    </>
  );
}

function BackLink() {
  return <Link to={TASK_MANAGEMENT_PATH}>{TASK_TEXT.backToList}</Link>;
}
