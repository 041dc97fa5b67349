import { useEffect, useRef, useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_PURGE_DAYS, ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { useAuth } from '../auth/store.ts';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { accountApi } from './api.ts';
import { serverFieldError } from './validation.ts';

/**
 * Deletes the account after the password confirms it; personal data is removed within 30 days
 * (docs/accounts-and-sign-in.md#deleting-an-account-and-exporting-data).
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  const failureToast = useRef<string | undefined>(undefined);

  // Sign out only once the page has left /account: navigation is a React transition, while the
  // auth store updates synchronously, so signing out first would let the route guard send us to /login.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      useAuth.getState().logout();
      queryClient.clear();
      window.scrollTo(0, 0);
    },
    [queryClient],
  );

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const mutation = useMutation({
    mutationFn: (pw: string) => accountApi.deleteAccount({ password: pw }),
    onSuccess: (data) => {
      deleted.current = true;
      if (failureToast.current) toaster.dismiss(failureToast.current);
      navigate('/', { replace: true });
      toaster.create({ type: 'success', title: 'Account Deleted', description: data.message });
    },
    onError: (err) => {
      // A wrong password is told at the field, where it stays; anything else in a toast.
      const problem = serverFieldError(err, { WRONG_PASSWORD: 'password' });
      if (problem) {
        setError(problem.message);
        passwordRef.current?.focus();
        return;
      }
      failureToast.current = toaster.create({
        type: 'error',
        title: 'Failed to Delete Account',
        description: errorText(err, ERR.INTERNAL),
      });
    },
  });

  const submit = () => {
    if (!password) {
      setError(ERR.PASSWORD_REQUIRED_CONFIRM);
      passwordRef.current?.focus();
      return;
    }
    mutation.mutate(password);
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Delete Account"
      onSubmit={submit}
      submitLabel="Delete my account"
      pending={mutation.isPending}
      danger
    >
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This cannot be undone</Alert.Title>
          <Alert.Description>
            You will be signed out on every device and can no longer sign in. Your personal data will be removed within {ACCOUNT_PURGE_DAYS}{' '}
            days. Download your data first if you want to keep a copy.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <CurrentPasswordField
        ref={passwordRef}
        helper="Enter your password to confirm."
        error={error}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
