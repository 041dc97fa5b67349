import { useRef, useState } from 'react';
import { Input, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { EMAIL_MAX, ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { useAuth } from '../auth/store.ts';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { accountApi, accountKeys } from './api.ts';
import { changeEmailError, serverFieldError, type ChangeEmailField, type FieldError } from './validation.ts';
import { FormField } from '../../components/FormFields.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  currentEmail: string;
}

/** Change email: the new address must be verified again, so success leads to /verify-email. */
export function ChangeEmailDialog({ open, onClose, currentEmail }: Props) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FieldError<ChangeEmailField> | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const close = () => {
    setNewEmail('');
    setPassword('');
    setError(null);
    onClose();
  };

  const mutation = useMutation({
    mutationFn: accountApi.changeEmail,
    onSuccess: (data, body) => {
      toaster.create({ type: 'success', title: 'Email Changed', description: `We sent a verification code to ${body.newEmail}.` });
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
      // Every earlier token was revoked: this tab carries on with the fresh one.
      useAuth.getState().setSession(data.token, data.user);
      navigate('/verify-email', { replace: true });
    },
    onError: (err) => {
      // A wrong password or an address that cannot be used is told at its field, where it stays.
      const problem = serverFieldError(err, { WRONG_PASSWORD: 'password', EMAIL_TAKEN: 'newEmail', EMAIL_SAME: 'newEmail' });
      if (!problem) {
        toaster.create({ type: 'error', title: ERR.CHANGE_EMAIL_FAILED, description: errorText(err, ERR.INTERNAL) });
        return;
      }
      setError(problem);
      (problem.field === 'newEmail' ? emailRef : passwordRef).current?.focus();
    },
  });

  const submit = () => {
    const problem = changeEmailError(currentEmail, newEmail, password);
    setError(problem);
    if (problem) {
      (problem.field === 'newEmail' ? emailRef : passwordRef).current?.focus();
      return;
    }
    mutation.mutate({ newEmail: newEmail.trim(), password });
  };

  const errorFor = (field: ChangeEmailField) => (error?.field === field ? error.message : undefined);
  const clear = (field: ChangeEmailField) => error?.field === field && setError(null);

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Change Email Address"
      onSubmit={submit}
      submitLabel="Change Email"
      pending={mutation.isPending}
    >
      <Text color="fg.muted" fontSize="sm">
        Your current email is <strong>{currentEmail}</strong>. We will send a verification code to the new address, and you will need to
        verify it before you continue.
      </Text>
      <FormField required label="New email address" error={errorFor('newEmail')}>
        <Input
          ref={emailRef}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={newEmail}
          onChange={(e) => {
            setNewEmail(e.target.value);
            clear('newEmail');
          }}
        />
      </FormField>
      <CurrentPasswordField
        ref={passwordRef}
        helper="Your password confirms this change."
        error={errorFor('password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
      />
    </FormDialog>
  );
}
