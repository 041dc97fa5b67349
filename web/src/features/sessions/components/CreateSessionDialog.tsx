import { useState, type FormEvent } from 'react';
import { Checkbox, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COACH_SESSION_DURATIONS,
  SESSION_ERR,
  SESSION_GOALS_MAX,
  SESSION_NOTES_MAX,
  SESSION_TYPE_LABEL,
  SESSION_TYPES,
  type SessionType,
} from '@coach/contract';
import { DialogFooterButtons, DialogSections, DialogShell } from '../../../components/AppDialog.tsx';
import { FormAlert } from '../../../components/FormParts.tsx';
import { FormField, optionsOf, SelectField, TextAreaField } from '../../../components/FormFields.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { useAuth } from '../../auth/store.ts';
import { availabilityApi, availabilityKeys } from '../../availability/api.ts';
import { useCoachClients } from '../../rooms/useCoachClients.ts';
import { roomsQuery } from '../../rooms/queries.ts';
import { sessionKeys, sessionsApi } from '../api.ts';
import { browserZone, localDay, personName } from '../../../lib/session-format.ts';
import { createRequest, missingRequired, newSessionForm, submitLabel, type NewSessionForm } from './create-session.ts';
import { RecurrenceFields } from './RecurrenceFields.tsx';

function CreateSessionForm({ clientId, onClose }: { clientId?: string; onClose: () => void }) {
  const coachId = useAuth((s) => s.user?.id ?? '');
  const clients = useCoachClients(coachId);
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => newSessionForm(clientId));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<NewSessionForm>) => setForm((f) => ({ ...f, ...patch }));
  // A missing field's alert stays until the next submit, so it does not flicker while typing.
  // A series is kept in the coach's own zone (the availability call names it); until it loads, this browser's.
  const zone = useQuery({
    queryKey: availabilityKeys.list(),
    queryFn: availabilityApi.list,
    enabled: form.isRecurring,
    select: (d) => d.timezone,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const missing = missingRequired(form);
    setProblem(missing);
    if (missing) return;
    setPending(true);
    try {
      const req = createRequest(form, zone.data ?? browserZone());
      const created = req.kind === 'oneOff' ? [await sessionsApi.oneOff(req.body)] : (await sessionsApi.createTemplate(req.body)).sessions;
      toaster.create({ type: 'success', title: created.length === 1 ? 'Session created' : `${created.length} sessions created` });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      // The Clients tab's row counts the client's sessions.
      void queryClient.invalidateQueries({ queryKey: roomsQuery(coachId).queryKey });
      onClose();
    } catch (err) {
      setProblem(errorText(err, SESSION_ERR.CREATE_FAILED));
      setPending(false);
    }
  };

  const rooms = clients.data ?? [];
  return (
    <DialogSections
      title="Create Session"
      onSubmit={(e) => void submit(e)}
      bodyProps={{ tabIndex: 0 }}
      footer={<DialogFooterButtons onCancel={onClose} confirmLabel={submitLabel(form)} pending={pending} loadingText="Creating..." />}
    >
      <Stack gap="4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <SelectField label="Coachee" name="coacheeId" required value={form.coacheeId} onChange={(v) => set({ coacheeId: v })}>
          <option value="">{clients.isPending ? 'Loading coachees...' : 'Select a coachee'}</option>
          {rooms.map((r) => (
            <option key={r.client.id} value={r.client.id}>
              {personName(r.client)}
            </option>
          ))}
        </SelectField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Date" required invalid={!!problem && !form.date}>
            <Input type="date" name="date" min={localDay(new Date())} value={form.date} onChange={(e) => set({ date: e.target.value })} />
          </FormField>
          <FormField label="Time" required invalid={!!problem && !form.time} helper={browserZone()}>
            <Input type="time" name="time" step={300} value={form.time} onChange={(e) => set({ time: e.target.value })} />
          </FormField>
          <SelectField label="Duration" name="duration" value={String(form.duration)} onChange={(v) => set({ duration: Number(v) })}>
            {optionsOf(COACH_SESSION_DURATIONS, (d) => `${d} minutes`)}
          </SelectField>
          <SelectField label="Session Type" name="type" value={form.type} onChange={(v) => set({ type: v as SessionType })}>
            {optionsOf(SESSION_TYPES, (t) => SESSION_TYPE_LABEL[t])}
          </SelectField>
        </SimpleGrid>
        <TextAreaField
          label="Session Notes (optional)"
          name="notes"
          value={form.notes}
          onChange={(v) => set({ notes: v })}
          max={SESSION_NOTES_MAX}
          rows={2}
        />
        {/* A series has no goals of its own: each of its sessions gets them in its notes dialog. */}
        {!form.isRecurring && (
          <TextAreaField
            label="Session goals (optional)"
            name="sessionGoals"
            helper="What this session is for. Your coachee sees them with the session."
            value={form.goals}
            onChange={(v) => set({ goals: v })}
            max={SESSION_GOALS_MAX}
            rows={2}
          />
        )}
        <Checkbox.Root checked={form.isRecurring} onCheckedChange={(e) => set({ isRecurring: e.checked === true })} colorPalette="teal">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Custom recurrence</Checkbox.Label>
        </Checkbox.Root>
        {form.isRecurring && <RecurrenceFields form={form} set={set} />}
        {form.isRecurring && zone.data && zone.data !== browserZone() && (
          <Text fontSize="sm" color="fg.muted">
            The series repeats in your profile&apos;s time zone, {zone.data}.
          </Text>
        )}
      </Stack>
    </DialogSections>
  );
}

/**
 * The create-session dialog (docs/sessions-and-availability.md#creating-sessions); `clientId` preselects the coachee (the Clients tab's
 * Schedule Session).
 */
export function CreateSessionDialog({ open, onClose, clientId }: { open: boolean; onClose: () => void; clientId?: string }) {
  return (
    <DialogShell fresh open={open} onClose={onClose} wideSize="lg" scrollInside>
      <CreateSessionForm clientId={clientId} onClose={onClose} />
    </DialogShell>
  );
}
