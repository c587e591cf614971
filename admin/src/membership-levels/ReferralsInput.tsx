import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';

type Referrals = Record<string, number>;

/** Ordinals first ("1", "2", ...), then "more". */
const ordered = (value: Referrals) =>
  Object.entries(value ?? {}).sort(([a], [b]) => (a === 'more' ? 1 : b === 'more' ? -1 : Number(a) - Number(b)));

/**
 * The referral multipliers: the n-th referral earns multiplier × the referrer's level price, and
 * "more" applies past the listed ordinals. The server refuses keys other than 1..999 and "more"
 * and more than 3 decimals; its message shows under the input.
 */
export function ReferralsInput({ source }: { source: string; label?: string }) {
  const { field, fieldState } = useInput({ source });
  const value = (field.value ?? {}) as Referrals;
  const set = (next: Referrals) => field.onChange(next);
  const rows = ordered(value);
  const nextOrdinal = String(
    Math.max(
      0,
      ...Object.keys(value)
        .filter((k) => k !== 'more')
        .map(Number),
    ) + 1,
  );

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="subtitle2">Referral multipliers (× the referrer's level price)</Typography>
      {rows.map(([ordinal, multiplier]) => (
        <Stack key={ordinal} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 110 }}>{ordinal === 'more' ? 'Every further' : `Referral ${ordinal}`}</Typography>
          <TextField
            size="small"
            type="number"
            label="Multiplier"
            value={multiplier}
            slotProps={{ htmlInput: { step: 0.001, min: 0, 'aria-label': `multiplier ${ordinal}` } }}
            onChange={(event) =>
              set({ ...value, [ordinal]: event.target.value === '' ? 0 : Number(event.target.value) })
            }
          />
          {ordinal !== 'more' && (
            <IconButton
              aria-label={`remove referral ${ordinal}`}
              onClick={() => set(Object.fromEntries(Object.entries(value).filter(([key]) => key !== ordinal)))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={() => set({ ...value, [nextOrdinal]: 0 })}>
          Add referral {nextOrdinal}
        </Button>
      </div>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}
