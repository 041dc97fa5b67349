import { useState, type FormEvent } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COACH_REQUEST_MESSAGE_MAX, ERR, type TDirectoryCoach } from '@coach/contract';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';
import { TextAreaField } from '../../components/FormFields.tsx';
import { FormAlert } from '../../components/FormParts.tsx';
import { errorText } from '../../lib/api.ts';
import { directoryApi } from './api.ts';
import { fullName } from './format.ts';
import { applyCoachRequest } from './realtime.ts';

interface Props {
  coach: TDirectoryCoach | null;
  viewerId: string;
  onClose: () => void;
}

/** 'Request this coach': a short message to the coach, sent as the client's one open request. */
export function RequestCoachDialog({ coach, viewerId, onClose }: Props) {
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: directoryApi.ask,
    onSuccess: (request) => {
      applyCoachRequest(client, viewerId, request);
      setMessage('');
      onClose();
    },
    onError: (err) => setError(errorText(err, ERR.INTERNAL)),
  });
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!coach) return;
    if (!message.trim()) return setError('Please write a short message');
    setError(null);
    send.mutate({ coachId: coach.id, message });
  };
  return (
    <AppDialog
      open={coach !== null}
      onClose={close}
      size="md"
      title={coach ? `Request ${fullName(coach)}` : 'Request a coach'}
      onSubmit={submit}
      footer={<DialogFooterButtons onCancel={close} confirmLabel="Send request" pending={send.isPending} loadingText="Sending" />}
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          Tell the coach a little about what you would like help with. They will accept or decline, and you will see their answer here.
        </Text>
        {error && <FormAlert>{error}</FormAlert>}
        <TextAreaField
          label="Message"
          name="message"
          value={message}
          onChange={setMessage}
          max={COACH_REQUEST_MESSAGE_MAX}
          required
          rows={4}
        />
      </Stack>
    </AppDialog>
  );
}
