import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list without records says, in place of react-admin's page offering to create one. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ p: 4 }} color="text.secondary">
      {children}
    </Typography>
  );
}
