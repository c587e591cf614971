import { TOTP_DIGITS } from '@earnwave/contracts';
import { TextField, type TextFieldProps } from '@mui/material';

/**
 * The authenticator's code: digits only, at most TOTP_DIGITS, with the numeric keypad and the
 * one-time-code autofill on phones. Used by the sign-in's code step and the set-up.
 */
export function AuthenticatorCodeField({
  value,
  onChange,
  ...props
}: { value: string; onChange: (code: string) => void } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  return (
    <TextField
      label="Authentication code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*' } }}
      {...props}
    />
  );
}
