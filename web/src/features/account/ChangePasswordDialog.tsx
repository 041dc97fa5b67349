import { useRef, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { ERR, PASSWORD_MAX, PASSWORD_MIN_CHANGE } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { useAuth } from '../auth/store.ts';
import { FormDialog } from './FormDialog.tsx';
import { changePasswordError, serverFieldError, type ChangePasswordField, type FieldError } from './validation.ts';
import { PasswordField } from '../../components/FormFields.tsx';
import { accountApi } from './api.ts';

const EMPTY: Record<ChangePasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { field: ChangePasswordField; label: string; autoComplete: string; helper?: string }[] = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password', helper: `At least ${PASSWORD_MIN_CHANGE} characters.` },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/**
 * docs/accounts-and-sign-in.md#changing-email-and-password. The server revokes every earlier token and hands this tab a fresh one,
 * so this tab stays signed in while other devices are signed out.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<FieldError<ChangePasswordField> | null>(null);
  const refs = useRef<Partial<Record<ChangePasswordField, HTMLInputElement | null>>>({});

  const close = () => {
    setValues(EMPTY);
    setError(null);
    onClose();
  };

  const mutation = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: (data) => {
      useAuth.getState().setSession(data.token, data.user);
      toaster.create({ type: 'success', title: 'Password Changed', description: data.message });
      close();
    },
    onError: (err) => {
      // A wrong current password (or a new one equal to it) is told at its field, where it stays.
      const problem = serverFieldError(err, { WRONG_PASSWORD: 'currentPassword', PASSWORD_SAME: 'newPassword' });
      if (!problem) {
        toaster.create({ type: 'error', title: ERR.CHANGE_PASSWORD_FAILED, description: errorText(err, ERR.INTERNAL) });
        return;
      }
      setError(problem);
      refs.current[problem.field]?.focus();
    },
  });

  const submit = () => {
    const problem = changePasswordError(values.currentPassword, values.newPassword, values.confirmPassword);
    setError(problem);
    if (problem) {
      refs.current[problem.field]?.focus();
      return;
    }
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Change Password"
      onSubmit={submit}
      submitLabel="Change Password"
      pending={mutation.isPending}
    >
      <Text color="fg.muted" fontSize="sm">
        After the change, your other devices are signed out. This one stays signed in.
      </Text>
      {FIELDS.map(({ field, label, autoComplete, helper }) => (
        <PasswordField
          key={field}
          ref={(el) => {
            refs.current[field] = el;
          }}
          required
          label={label}
          helper={helper}
          error={error?.field === field ? error.message : undefined}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX}
          value={values[field]}
          onChange={(value) => {
            setValues((v) => ({ ...v, [field]: value }));
            if (error?.field === field) setError(null);
          }}
        />
      ))}
    </FormDialog>
  );
}
