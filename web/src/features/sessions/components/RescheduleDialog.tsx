import { useState, type FormEvent } from 'react';
import { Dialog, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SESSION_ERR, type TSession } from '@coach/contract';
import { DialogFooterButtons, DialogSections, DialogShell } from '../../../components/AppDialog.tsx';
import { FormAlert } from '../../../components/FormParts.tsx';
import { FormField } from '../../../components/FormFields.tsx';
import { sessionsApi } from '../api.ts';
import { browserZone, formatSessionDateTime, localDay, personName } from '../../../lib/session-format.ts';
import { useSessionChange } from './useSessionChange.ts';

/** A date and time picked in this browser, as the instant they name here. */
export const localInstant = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

function RescheduleForm({ session, onClose }: { session: TSession; onClose: () => void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const { pending, run } = useSessionChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setMissing(!date || !time);
    if (!date || !time) return;
    const ok = await run(
      () => sessionsApi.reschedule(session.id, { scheduledAt: localInstant(date, time) }),
      SESSION_ERR.RESCHEDULE_FAILED,
    );
    if (ok) onClose();
  };

  return (
    <DialogSections
      title="Reschedule Session"
      onSubmit={(e) => void submit(e)}
      footer={<DialogFooterButtons onCancel={onClose} confirmLabel="Reschedule" pending={pending} loadingText="Updating..." />}
    >
      <Stack gap="4">
        <Dialog.Description asChild>
          <Text>
            {personName(session.client)}, now {formatSessionDateTime(session.scheduledAt)}. Pick the new time in your zone ({browserZone()}
            ).
          </Text>
        </Dialog.Description>
        {missing && <FormAlert>{SESSION_ERR.DATE_TIME_REQUIRED}</FormAlert>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="New date" required invalid={missing && !date}>
            <Input type="date" name="date" min={localDay(new Date())} value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label="New time" required invalid={missing && !time}>
            <Input type="time" name="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </DialogSections>
  );
}

/**
 * Rescheduling (docs/sessions-and-availability.md#client-changes): a new date and time, both required; the server checks the time is free.
 */
export function RescheduleDialog({ session, onClose }: { session: TSession | null; onClose: () => void }) {
  return (
    <DialogShell fresh open={session !== null} onClose={onClose}>
      {session && <RescheduleForm session={session} onClose={onClose} />}
    </DialogShell>
  );
}
