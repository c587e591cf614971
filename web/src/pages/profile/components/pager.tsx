import { Button, Flex, Typography } from 'antd';
import { CREATOR_TEXT } from '../texts';

/** Paging Previous/Next with 'Page x of y' (spec 2). Nothing to page through shows nothing. */
export function Pager({
  page,
  totalPages,
  onChange,
  disabled,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (totalPages < 1) return null;
  return (
    <Flex align="center" justify="center" gap={12} style={{ marginTop: 16 }} data-testid="pager">
      <Button onClick={() => onChange(page - 1)} disabled={disabled || page <= 1}>
        Previous
      </Button>
      <Typography.Text aria-live="polite">{CREATOR_TEXT.pageOf(page, totalPages)}</Typography.Text>
      <Button onClick={() => onChange(page + 1)} disabled={disabled || page >= totalPages}>
        Next
      </Button>
    </Flex>
  );
}
