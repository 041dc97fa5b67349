import { useRef, useState, type FormEvent } from 'react';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  AVAILABILITY_ERR,
  CALENDAR_MAX_HOUR,
  CALENDAR_MIN_HOUR,
  CALENDAR_STEP_MINUTES,
  WEEKDAY_LABELS,
  type TAvailabilityBody,
} from '@coach/contract';
import { DialogFooterButtons, DialogSections, DialogShell } from '../../components/AppDialog.tsx';
import { FormField, SelectField } from '../../components/FormFields.tsx';
import { hhmm, patternBody, toMinutes, type AvailabilityMode } from './calendarMath.ts';
import { ModeSwitch } from './ModeSwitch.tsx';
import { AVAILABILITY_TEXT } from './texts.ts';
import { useAvailabilityActions } from './useAvailability.ts';

export interface AddDraft {
  mode: AvailabilityMode;
  /** 'YYYY-MM-DD' in the coach's zone. */
  date: string;
  /** Sunday = 0. */
  weekday: number;
  startTime: string;
  endTime: string;
}

/** The calendar's hours on the 30-minute grid: starts from 06:00, ends up to 22:00. */
const TIMES = Array.from({ length: ((CALENDAR_MAX_HOUR - CALENDAR_MIN_HOUR) * 60) / CALENDAR_STEP_MINUTES + 1 }, (_, i) =>
  hhmm(CALENDAR_MIN_HOUR * 60 + i * CALENDAR_STEP_MINUTES),
);

/** The draft as a body, or the text that says what is missing. */
export function draftToBody(d: AddDraft): { body: TAvailabilityBody } | { error: string } {
  if (d.mode === 'one-time' && !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) return { error: AVAILABILITY_TEXT.DATE_REQUIRED };
  if (toMinutes(d.endTime) <= toMinutes(d.startTime)) return { error: AVAILABILITY_ERR.END_BEFORE_START };
  return { body: patternBody(d.mode, d.date, d.weekday, d.startTime, d.endTime) };
}

/**
 * The keyboard's way to add availability (a drag on the calendar is mouse-only): a weekday for a
 * weekly pattern or a date for a one-time block, with start and end on the grid.
 */
export function AddAvailabilityDialog({ draft, onClose }: { draft: AddDraft | null; onClose: () => void }) {
  // The last draft stays while the dialog animates out.
  const last = useRef(draft);
  if (draft) last.current = draft;
  return (
    <DialogShell fresh open={!!draft} onClose={onClose} size="md">
      {last.current && <DraftForm initial={last.current} onClose={onClose} />}
    </DialogShell>
  );
}

function DraftForm({ initial, onClose }: { initial: AddDraft; onClose: () => void }) {
  const [d, setD] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { create } = useAvailabilityActions();
  const set = (patch: Partial<AddDraft>) => setD((v) => ({ ...v, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = draftToBody(d);
    setError('error' in r ? r.error : null);
    if ('body' in r) create.mutate(r.body, { onSuccess: onClose });
  };

  return (
    <DialogSections
      title="Add availability"
      onSubmit={submit}
      footer={<DialogFooterButtons onCancel={onClose} confirmLabel="Add availability" pending={create.isPending} />}
    >
      <Stack gap="4">
        <ModeSwitch value={d.mode} onChange={(mode) => set({ mode })} />
        {d.mode === 'recurring' ? (
          <SelectField label="Every" name="weekday" value={String(d.weekday)} onChange={(v) => set({ weekday: Number(v) })}>
            {WEEKDAY_LABELS.map((label, i) => (
              <option key={label} value={i}>
                {label}
              </option>
            ))}
          </SelectField>
        ) : (
          <FormField label="Date" required error={error === AVAILABILITY_TEXT.DATE_REQUIRED ? error : null}>
            <Input type="date" name="date" value={d.date} onChange={(e) => set({ date: e.target.value })} />
          </FormField>
        )}
        <SimpleGrid columns={2} gap="3">
          <SelectField label="Start" name="startTime" value={d.startTime} onChange={(startTime) => set({ startTime })}>
            {TIMES.slice(0, -1).map((t) => (
              <option key={t}>{t}</option>
            ))}
          </SelectField>
          <SelectField
            label="End"
            name="endTime"
            value={d.endTime}
            onChange={(endTime) => set({ endTime })}
            error={error === AVAILABILITY_ERR.END_BEFORE_START ? error : undefined}
          >
            {TIMES.slice(1).map((t) => (
              <option key={t}>{t}</option>
            ))}
          </SelectField>
        </SimpleGrid>
      </Stack>
    </DialogSections>
  );
}
