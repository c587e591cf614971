import { PAGER_PAGE_SIZES, POSTS_PAGE_SIZE } from '@earnwave/contracts';
import { Button, Flex, Select, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { FRAME_TEXT } from '../texts/frame';

export const pageOf = FRAME_TEXT.pageOf;

/** A list's page and page size (10 unless chosen, spec 9); a new size starts again at page 1. */
export function usePaging(initialSize: number = POSTS_PAGE_SIZE) {
  const [paging, setPaging] = useState({ page: 1, pageSize: initialSize });
  const setPage = useCallback((page: number) => setPaging((current) => ({ ...current, page })), []);
  const setPageSize = useCallback((pageSize: number) => setPaging({ page: 1, pageSize }), []);
  return { ...paging, setPage, setPageSize };
}

/**
 * The generic pager (spec 2 and 9): Previous/Next with 'Page x of y' and, given onPageSizeChange,
 * a choice of 5, 10 or 15 per page. Nothing to page through shows nothing.
 */
export function Pager({
  page,
  totalPages,
  onChange,
  pageSize,
  onPageSizeChange,
  disabled,
  label = FRAME_TEXT.itemsPerPage,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  disabled?: boolean;
  /** What the size choice is called to a screen reader (two pagers on a page need two names). */
  label?: string;
}) {
  if (totalPages < 1) return null;
  return (
    <Flex align="center" justify="center" gap={12} wrap style={{ marginTop: 16 }} data-testid="pager">
      <Button onClick={() => onChange(page - 1)} disabled={disabled || page <= 1}>
        {FRAME_TEXT.previous}
      </Button>
      <Typography.Text aria-live="polite">{pageOf(page, totalPages)}</Typography.Text>
      <Button onClick={() => onChange(page + 1)} disabled={disabled || page >= totalPages}>
        {FRAME_TEXT.next}
      </Button>
      {onPageSizeChange && (
        <Select
          aria-label={label}
          value={pageSize}
          onChange={onPageSizeChange}
          disabled={disabled}
          virtual={false}
          style={{ width: 112 }}
          options={PAGER_PAGE_SIZES.map((size) => ({ value: size, label: FRAME_TEXT.perPage(size) }))}
        />
      )}
    </Flex>
  );
}
