import { forwardRef } from 'react';
import { PASSWORD_MAX } from '@coach/contract';
import { PasswordField } from '../../components/FormFields.tsx';

interface Props {
  /** Why the password is asked for. */
  helper: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
}

/** The current password that confirms an account change (email, deletion). */
export const CurrentPasswordField = forwardRef<HTMLInputElement, Props>(function CurrentPasswordField(
  { helper, error, value, onChange },
  ref,
) {
  return (
    <PasswordField
      ref={ref}
      required
      label="Current password"
      helper={helper}
      error={error}
      autoComplete="current-password"
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={onChange}
    />
  );
});
