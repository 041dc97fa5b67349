import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuGlobe, LuPlus, LuTrash2 } from 'react-icons/lu';
import { DateTime } from 'luxon';
import type { SlotInfo } from 'react-big-calendar';
import { AVAILABILITY_ERR, CALENDAR_MAX_HOUR, type AvailabilityPreset, type TAvailabilityPattern, type TSession } from '@coach/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { toaster } from '../../components/toaster.tsx';
import { AddAvailabilityDialog, type AddDraft } from './AddAvailabilityDialog.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import {
  describePattern,
  expandPatterns,
  hhmm,
  inRange,
  selectionToBody,
  sessionEvents,
  toMinutes,
  visibleRange,
  type AvailabilityMode,
  type CalendarEvent,
  type CalendarView,
} from './calendarMath.ts';
import { ModeSwitch } from './ModeSwitch.tsx';
import { PresetButtons } from './PresetButtons.tsx';
import { SessionDetailsDialog } from './SessionDetailsDialog.tsx';
import { SessionNotesDialog } from '../sessions/components/SessionNotesDialog.tsx';
import { AVAILABILITY_TEXT } from './texts.ts';
import { useAvailabilityActions, useCalendarSessions } from './useAvailability.ts';
import { zoneLabel } from '../../lib/profile-options.ts';

const AvailabilityCalendar = lazy(() => import('./AvailabilityCalendar.tsx'));

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** A week of seven columns is too narrow on a phone: it opens on one day there. */
const initialView = (): CalendarView => (typeof window !== 'undefined' && window.innerWidth < 768 ? 'day' : 'week');

/** The availability calendar (docs/sessions-and-availability.md#availability), with its presets, dialogs and counts. */
export function AvailabilityManager({ coachId, patterns, zone }: { coachId: string; patterns: TAvailabilityPattern[]; zone: string }) {
  const [mode, setMode] = useState<AvailabilityMode>('recurring');
  const [view, setView] = useState<CalendarView>(initialView);
  const [date, setDate] = useState(() => new Date());
  const [draft, setDraft] = useState<AddDraft | null>(null);
  const [toRemove, setToRemove] = useState<TAvailabilityPattern | null>(null);
  const [clearing, setClearing] = useState(false);
  const [details, setDetails] = useState<TSession | null>(null);
  const [notes, setNotes] = useState<TSession | null>(null);
  const actions = useAvailabilityActions();

  const range = useMemo(() => visibleRange(view, date, zone), [view, date, zone]);
  const sessions = useCalendarSessions(coachId, range);
  const blocks = useMemo(() => expandPatterns(patterns, range, zone), [patterns, range, zone]);
  const booked = useMemo(
    () => sessionEvents(sessions.data?.calendarView.actualSessions ?? []).filter((e) => inRange(e, range)),
    [sessions.data, range],
  );
  const events = useMemo(() => [...blocks, ...booked], [blocks, booked]);

  const today = DateTime.now().setZone(zone);
  const draftFor = (day: DateTime, startTime = '09:00', endTime = '17:00'): AddDraft => ({
    mode,
    date: day.toISODate()!,
    weekday: day.weekday % 7,
    startTime,
    endTime,
  });

  const onSelectSlot = (slot: SlotInfo) => {
    const r = selectionToBody(mode, slot.start, slot.end, zone);
    if (r.kind === 'error') toaster.create({ type: 'warning', title: r.message });
    else if (r.kind === 'whole-day') setDraft(draftFor(DateTime.fromISO(r.date, { zone })));
    else if (slot.action === 'select') actions.create.mutate(r.body);
    else {
      // A click (not a drag) could be a slip: it opens the form at that time instead of saving.
      const start = toMinutes(r.body.startTime);
      setDraft(draftFor(DateTime.fromJSDate(slot.start, { zone }), r.body.startTime, hhmm(Math.min(start + 60, CALENDAR_MAX_HOUR * 60))));
    }
  };

  const onSelectEvent = (e: CalendarEvent) => (e.kind === 'session' ? setDetails(e.session) : setToRemove(e.pattern));

  return (
    <Card.Root size={{ base: 'sm', md: 'md' }} as="section" aria-labelledby="availability-title">
      <Card.Header gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="availability-title">
              Manage Your Availability
            </Heading>
            <HStack gap="1.5" color="fg.muted" fontSize="sm">
              <LuGlobe aria-hidden />
              <Text>
                Time zone: <Badge variant="subtle">{zoneLabel(zone)}</Badge> ({today.toFormat('ZZZZ')})
              </Text>
            </HStack>
          </Stack>
          <HStack gap="2" wrap="wrap" align="flex-start">
            <Button size="sm" colorPalette="teal" onClick={() => setDraft(draftFor(today.plus({ days: 1 })))}>
              <LuPlus aria-hidden /> Add availability
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" disabled={patterns.length === 0} onClick={() => setClearing(true)}>
              <LuTrash2 aria-hidden /> Clear All
            </Button>
          </HStack>
        </Stack>
        <Stack direction={{ base: 'column', lg: 'row' }} justify="space-between" gap="4">
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              New availability
            </Text>
            <ModeSwitch value={mode} onChange={setMode} />
            <Text fontSize="sm" color="fg.muted">
              {mode === 'recurring'
                ? 'Drag across a day to repeat those hours every week on that weekday.'
                : 'Drag across a day to open those hours on that date only.'}
            </Text>
          </Stack>
          <PresetButtons
            pending={actions.preset.isPending ? (actions.preset.variables ?? null) : null}
            onApply={(p: AvailabilityPreset) => actions.preset.mutate(p)}
          />
        </Stack>
      </Card.Header>

      <Card.Body gap="3">
        <CalendarLegend />
        {sessions.isError && (
          <RetryAlert onRetry={() => void sessions.refetch()} retrying={sessions.isFetching}>
            {AVAILABILITY_TEXT.SESSIONS_LOAD_FAILED}
          </RetryAlert>
        )}
        {blocks.length === 0 && (
          <Alert.Root status="info" size="sm" role="status">
            <Alert.Indicator />
            <Alert.Title>{AVAILABILITY_ERR.EMPTY_RANGE}</Alert.Title>
          </Alert.Root>
        )}
        <Suspense
          fallback={
            <Center h={{ base: '600px', md: '700px' }}>
              <Spinner color="teal.solid" />
            </Center>
          }
        >
          <AvailabilityCalendar
            events={events}
            zone={zone}
            view={view}
            date={date}
            onView={setView}
            onNavigate={setDate}
            onSelectSlot={onSelectSlot}
            onSelectEvent={onSelectEvent}
          />
        </Suspense>
      </Card.Body>

      <Card.Footer>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {count(patterns.length, 'pattern')} · {count(blocks.length, 'time slot')} in view · {count(booked.length, 'session')} in view
        </Text>
      </Card.Footer>

      <AddAvailabilityDialog draft={draft} onClose={() => setDraft(null)} />
      <ConfirmDialog
        open={!!toRemove}
        title={toRemove?.type === 'STATIC' ? 'Remove this one-time block?' : 'Remove this recurring pattern?'}
        description={toRemove ? describePattern(toRemove, zone) : ''}
        confirmLabel="Remove"
        cancelLabel="Keep"
        pending={actions.remove.isPending}
        onConfirm={() => toRemove && actions.remove.mutate(toRemove, { onSettled: () => setToRemove(null) })}
        onClose={() => setToRemove(null)}
      />
      <ConfirmDialog
        open={clearing}
        title={AVAILABILITY_TEXT.CLEAR_TITLE}
        description={AVAILABILITY_TEXT.CLEAR_DESCRIPTION}
        confirmLabel="Clear All"
        cancelLabel="Cancel"
        pending={actions.clear.isPending}
        onConfirm={() => actions.clear.mutate(undefined, { onSettled: () => setClearing(false) })}
        onClose={() => setClearing(false)}
      />
      <SessionDetailsDialog
        session={details}
        zone={zone}
        onClose={() => setDetails(null)}
        onNotes={(s) => {
          setDetails(null);
          setNotes(s);
        }}
      />
      <SessionNotesDialog session={notes} onClose={() => setNotes(null)} />
    </Card.Root>
  );
}
