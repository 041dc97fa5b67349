import { useState } from 'react';
import { Alert, Box, Button, Grid, HStack, IconButton, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { SESSION_ERR, type TAvailableSlot } from '@coach/contract';
import { sessionKeys, sessionsApi } from '../api.ts';
import { browserZone, formatSessionTime } from '../../../lib/session-format.ts';
import { dayCells, LAST_WEEK, sameSlot, shownDay, weekOf, weekView } from './slot-week.ts';

/** A local day 'YYYY-MM-DD' as the Date of its midnight here, for formatting. */
const dayDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
const weekdayShort = fmt({ weekday: 'short' });
const dayNumber = fmt({ day: 'numeric' });
const dayLong = fmt({ weekday: 'long', month: 'long', day: 'numeric' });
const dayMedium = fmt({ weekday: 'short', month: 'short', day: 'numeric' });
const rangeDay = fmt({ month: 'short', day: 'numeric' });

interface Props {
  coachId: string;
  /** Minutes: the slots offered have this length. */
  duration: number;
  value: TAvailableSlot | null;
  onChange: (slot: TAvailableSlot | null) => void;
  /** Names the picker for assistive technology ('Choose a time'). */
  label?: string;
  /** A local day 'YYYY-MM-DD' to open at (the day a client asked for): its week, and it or the next day with open times. */
  startDay?: string | null;
}

/**
 * A week of the coach's open times (docs/sessions-and-availability.md#booking-a-slot): the days of the week starting
 * today, earlier weeks out of reach, later ones up to the booking lookahead, days without open times
 * disabled; the chosen day's times below, in the viewer's zone with the zone named. Live: a booking
 * anywhere invalidates the sessions cache (the RealtimeProvider), so a taken time disappears.
 */
export function SlotPicker({ coachId, duration, value, onChange, label = 'Choose a time', startDay = null }: Props) {
  // The view is read at one moment, so the query key (and the week) holds still while it is open.
  const [now] = useState(() => new Date());
  const [week, setWeek] = useState(() => (startDay ? weekOf(startDay, now) : 0));
  const [picked, setPicked] = useState<string | null>(null);
  // Until the person picks a day, the first with open times from the day asked for.
  const from = picked === null ? startDay : null;
  const view = weekView(week, now);
  const slots = useQuery({
    queryKey: sessionKeys.slots(coachId, view.startDate, view.endDate, duration),
    queryFn: () => sessionsApi.slots(coachId, { startDate: view.startDate, endDate: view.endDate, duration }),
  });
  const cells = dayCells(view, slots.data?.availableSlots ?? [], now);
  const day = shownDay(cells, picked, value, from);
  const times = cells.find((c) => c.day === day)?.slots ?? [];
  const first = view.days[0]!;
  const last = view.days[view.days.length - 1]!;

  const goWeek = (to: number) => {
    setWeek(Math.min(Math.max(0, to), LAST_WEEK));
    setPicked(null);
  };

  return (
    <Stack gap="3" role="group" aria-label={label} whiteSpace="normal">
      <HStack justify="space-between" gap="2">
        <IconButton size="sm" variant="outline" aria-label="Previous week" disabled={!view.canPrev} onClick={() => goWeek(week - 1)}>
          <LuChevronLeft />
        </IconButton>
        <Text fontWeight="medium" fontSize="sm" aria-live="polite">
          {rangeDay.format(dayDate(first))} – {rangeDay.format(dayDate(last))}
        </Text>
        <IconButton size="sm" variant="outline" aria-label="Next week" disabled={!view.canNext} onClick={() => goWeek(week + 1)}>
          <LuChevronRight />
        </IconButton>
      </HStack>

      <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" role="group" aria-label="Days">
        {cells.map((cell) => {
          const date = dayDate(cell.day);
          const count = cell.slots.length;
          return (
            <Button
              key={cell.day}
              variant={cell.day === day ? 'solid' : 'outline'}
              colorPalette="teal"
              size="sm"
              h="auto"
              minW="0"
              px="0"
              py="1.5"
              flexDirection="column"
              gap="0"
              disabled={cell.disabled || slots.isPending}
              aria-pressed={cell.day === day}
              aria-label={`${dayLong.format(date)}, ${count === 0 ? 'no open times' : `${count} open time${count === 1 ? '' : 's'}`}`}
              onClick={() => setPicked(cell.day)}
            >
              <Text as="span" fontSize="2xs" textTransform="uppercase">
                {weekdayShort.format(date)}
              </Text>
              <Text as="span" fontSize="md" fontWeight="semibold">
                {dayNumber.format(date)}
              </Text>
            </Button>
          );
        })}
      </Grid>

      {slots.isPending ? (
        <HStack gap="2" role="status" color="fg.muted" fontSize="sm">
          <Spinner size="sm" /> <Text>Loading available times...</Text>
        </HStack>
      ) : slots.isError ? (
        <Alert.Root status="error" size="sm" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{SESSION_ERR.LOAD_SLOTS_FAILED}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void slots.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : day === null ? (
        <Text fontSize="sm" color="fg.muted">
          No open times this week.{view.canNext ? ' Try the next week.' : ''}
        </Text>
      ) : (
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {dayMedium.format(dayDate(day))}
          </Text>
          <Wrap gap="2" role="group" aria-label={`Times on ${dayLong.format(dayDate(day))}`}>
            {times.map((slot) => {
              const chosen = sameSlot(slot, value);
              return (
                <Button
                  key={`${slot.templateId}|${slot.scheduledAt}`}
                  size="sm"
                  variant={chosen ? 'solid' : 'outline'}
                  colorPalette="teal"
                  aria-pressed={chosen}
                  onClick={() => onChange(chosen ? null : slot)}
                >
                  {formatSessionTime(slot.scheduledAt)}
                </Button>
              );
            })}
          </Wrap>
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted">
        Times are shown in your time zone ({browserZone()}).
      </Text>
    </Stack>
  );
}
