import { UploadOutlined } from '@ant-design/icons';
import { TASK_LIMITS } from '@earnwave/contracts';
import { Button, Checkbox, Input, Select, Space, Table } from 'antd';
import { useRef, useState } from 'react';
import type { ImpressionOption } from '../../../../services/api';
import { uploadFile } from '../../../../services/api/uploads';
import { money } from '../../../../services/format';
import { toast } from '../../../../services/toast';
import { TASK_TEXT } from '../../../../texts/task-management';
import { isUrlRow, rowCostMicros, type PricingRowState } from './task-form-model';

/** Rows that are not task-type take an image or a video (spec 5). */
const ROW_FILE_ACCEPT = 'image/*,video/*';
const isImageOrVideo = (file: File) => file.type.startsWith('image/') || file.type.startsWith('video/');
/**
 * The width of a row's address, impression and description fields: with the fixed columns the
 * table fits its card on a 1280 px screen (the sider beside it), and scrolls on narrower ones.
 */
const CONTROL_WIDTH = 170;

/**
 * The task form's pricing table (spec 2 and 5): a checkbox selects a row, and only a selected row
 * is enabled. Each row takes a file (upload button and View link) or, for the url type, a web
 * address; rows that are not task-type choose an impression option ('Select an impression');
 * every row takes a description. `locked` (an existing task): the selection and the impressions,
 * which fix the cost, cannot change.
 */
export function PricingTable({
  rows,
  impressions,
  locked,
  onChange,
  track,
}: {
  rows: PricingRowState[];
  impressions: ImpressionOption[];
  locked: boolean;
  onChange: (taskPricingId: string, patch: Partial<PricingRowState>) => void;
  track: <T>(work: Promise<T>) => Promise<T>;
}) {
  return (
    <Table<PricingRowState>
      rowKey="taskPricingId"
      dataSource={rows}
      pagination={false}
      scroll={{ x: true }}
      size="middle"
      data-testid="pricing-table"
      locale={{ emptyText: TASK_TEXT.noTasksSelected }}
      rowClassName={(row) => (row.selected ? 'pricing-row-selected' : 'pricing-row')}
      columns={[
        {
          title: TASK_TEXT.select,
          key: 'select',
          width: 60,
          render: (_: unknown, row) => (
            <Checkbox
              checked={row.selected}
              disabled={locked}
              aria-label={TASK_TEXT.selectRow(row.title)}
              onChange={(event) => onChange(row.taskPricingId, { selected: event.target.checked })}
            />
          ),
        },
        { title: TASK_TEXT.task, dataIndex: 'title' },
        { title: TASK_TEXT.type, dataIndex: 'type', width: 96 },
        {
          title: TASK_TEXT.costPerLead,
          key: 'cost',
          width: 96,
          render: (_: unknown, row) => money(rowCostMicros(row, impressions)),
        },
        {
          title: TASK_TEXT.fileOrUrl,
          key: 'file',
          render: (_: unknown, row) =>
            isUrlRow(row) ? (
              <Input
                aria-label={TASK_TEXT.urlFor(row.title)}
                placeholder={TASK_TEXT.urlPlaceholder}
                value={row.relativePath}
                disabled={!row.selected}
                maxLength={TASK_LIMITS.urlMax}
                onChange={(event) => onChange(row.taskPricingId, { relativePath: event.target.value })}
                style={{ width: CONTROL_WIDTH }}
              />
            ) : (
              <RowUpload row={row} onChange={onChange} track={track} />
            ),
        },
        {
          title: TASK_TEXT.impression,
          key: 'impression',
          render: (_: unknown, row) =>
            row.isTaskType ? null : (
              <Select
                aria-label={TASK_TEXT.impressionFor(row.title)}
                placeholder={TASK_TEXT.selectImpression}
                value={row.impressionId ?? undefined}
                disabled={!row.selected || locked}
                allowClear
                onChange={(value?: string) => onChange(row.taskPricingId, { impressionId: value ?? null })}
                options={impressions.map((option) => ({
                  value: option.id,
                  label: TASK_TEXT.impressionOption(option.noOfCost, option.impressions),
                }))}
                // The field cuts a long option with an ellipsis; the open list shows each option whole.
                popupMatchSelectWidth={false}
                style={{ width: CONTROL_WIDTH }}
              />
            ),
        },
        {
          title: TASK_TEXT.description,
          key: 'description',
          render: (_: unknown, row) => (
            <Input.TextArea
              aria-label={TASK_TEXT.descriptionFor(row.title)}
              value={row.description}
              disabled={!row.selected}
              maxLength={TASK_LIMITS.descriptionMax}
              autoSize={{ minRows: 1, maxRows: 4 }}
              onChange={(event) => onChange(row.taskPricingId, { description: event.target.value })}
              style={{ width: CONTROL_WIDTH }}
            />
          ),
        },
      ]}
    />
  );
}

/** A row's upload button, with a View link to the uploaded file; upload needs the row selected (spec 5). */
function RowUpload({
  row,
  onChange,
  track,
}: {
  row: PricingRowState;
  onChange: (taskPricingId: string, patch: Partial<PricingRowState>) => void;
  track: <T>(work: Promise<T>) => Promise<T>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const take = async (file: File | undefined) => {
    if (!row.selected) return;
    if (!file) return toast.error(TASK_TEXT.noFile);
    if (!isImageOrVideo(file)) return toast.error(TASK_TEXT.fileTypes);
    setBusy(true);
    try {
      const upload = await track(uploadFile(file));
      onChange(row.taskPricingId, { relativePath: upload.relativePath, fileLink: upload.path });
      toast.success(TASK_TEXT.fileUploaded);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : TASK_TEXT.fileUploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* antd's form style shows file inputs as blocks over `hidden`: display none inline, outside the Space. */}
      <input
        ref={input}
        type="file"
        accept={ROW_FILE_ACCEPT}
        aria-label={TASK_TEXT.fileFor(row.title)}
        disabled={!row.selected || busy}
        hidden
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void take(file);
        }}
      />
      <Space>
        <Button
          icon={<UploadOutlined />}
          loading={busy}
          disabled={!row.selected}
          onClick={() => input.current?.click()}
          aria-label={TASK_TEXT.uploadFor(row.title)}
        >
          {TASK_TEXT.upload}
        </Button>
        {row.fileLink && (
          <a href={row.fileLink} target="_blank" rel="noopener noreferrer">
            {TASK_TEXT.view}
          </a>
        )}
      </Space>
    </>
  );
}
