import { useEffect, useMemo, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { Calendar, luxonLocalizer, type EventProps, type SlotInfo, type View } from 'react-big-calendar';
import { DateTime, Settings } from 'luxon';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { AVAILABILITY_ERR, CALENDAR_MAX_HOUR, CALENDAR_MIN_HOUR, CALENDAR_STEP_MINUTES } from '@coach/contract';
import type { CalendarEvent, CalendarView } from './calendarMath.ts';
import { CalendarToolbar, VIEWS } from './CalendarToolbar.tsx';
import { calendarCss } from './calendarTheme.ts';

// Reads luxon's default zone on every call, which the calendar sets to the coach's zone.
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 7 });
const VIEW_NAMES = VIEWS.map((v) => v.value);
const MESSAGES = { noEventsInRange: AVAILABILITY_ERR.EMPTY_RANGE, showMore: (n: number) => `+${n} more` };

/**
 * Month and agenda events are plain divs and table cells in RBC, out of the tab order: a button
 * inside makes each reachable, and its click bubbles to RBC's own handler.
 */
function FocusableEvent({ title }: EventProps<CalendarEvent>) {
  return (
    <chakra.button type="button" all="unset" cursor="pointer" display="block" w="full" textAlign="start" truncate>
      {title}
    </chakra.button>
  );
}

const COMPONENTS = { toolbar: CalendarToolbar, month: { event: FocusableEvent }, agenda: { event: FocusableEvent } };

interface Props {
  events: CalendarEvent[];
  zone: string;
  view: CalendarView;
  date: Date;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  onSelectSlot: (slot: SlotInfo) => void;
  onSelectEvent: (event: CalendarEvent) => void;
}

/** react-big-calendar in the coach's zone, 06:00 to 22:00 in 30-minute steps (spec §2 and §9). */
export default function AvailabilityCalendar({ events, zone, view, date, onView, onNavigate, onSelectSlot, onSelectEvent }: Props) {
  // RBC's luxon localizer reads times in luxon's default zone: the coach's, while this is on screen.
  if (Settings.defaultZone.name !== zone) Settings.defaultZone = zone;
  useEffect(() => () => void (Settings.defaultZone = 'system'), []);

  const [min, max] = useMemo(() => {
    const today = DateTime.now().setZone(zone).startOf('day');
    return [today.set({ hour: CALENDAR_MIN_HOUR }).toJSDate(), today.set({ hour: CALENDAR_MAX_HOUR }).toJSDate()];
  }, [zone]);

  const onKeyPressEvent = (event: CalendarEvent, e: SyntheticEvent) => {
    const key = (e as KeyboardEvent).key;
    // A month or agenda event's own button already turns Enter and Space into a click.
    if ((e.target as HTMLElement).tagName === 'BUTTON') return;
    if (key === 'Enter' || key === ' ') {
      e.preventDefault();
      onSelectEvent(event);
    }
  };

  return (
    <Box css={calendarCss} h={{ base: '600px', md: '700px' }}>
      <Calendar<CalendarEvent>
        localizer={localizer}
        events={events}
        view={view}
        views={VIEW_NAMES}
        date={date}
        onView={(v: View) => onView(v as CalendarView)}
        onNavigate={onNavigate}
        min={min}
        max={max}
        step={CALENDAR_STEP_MINUTES}
        timeslots={2}
        selectable
        popup
        dayLayoutAlgorithm="no-overlap"
        onSelectSlot={onSelectSlot}
        onSelectEvent={onSelectEvent}
        onKeyPressEvent={onKeyPressEvent}
        tooltipAccessor={(e) => e.title}
        eventPropGetter={(e) => ({ className: `ev-${e.kind}` })}
        messages={MESSAGES}
        components={COMPONENTS}
        style={{ height: '100%' }}
      />
    </Box>
  );
}
