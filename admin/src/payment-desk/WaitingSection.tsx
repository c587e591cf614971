import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePolled } from '../components/usePolled';

/**
 * A dashboard section of what waits for the payment desk (deposits, withdrawals): its title, then
 * what `load` reads, shown by `children` and read again every 30 seconds (usePolled); a failure's
 * message in its place, nothing before the first answer. `load` must be stable (useCallback).
 */
export function WaitingSection<T>({
  id,
  title,
  load,
  children,
}: {
  /** The heading's id, which names the section (a landmark region). */
  id: string;
  title: string;
  load: () => Promise<T>;
  children: (waiting: T) => ReactNode;
}) {
  const { data, error } = usePolled(load);
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" id={id} gutterBottom>
          {title}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : data !== undefined && children(data)}
      </CardContent>
    </Card>
  );
}
