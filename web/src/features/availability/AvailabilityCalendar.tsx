import { useEffect, useMemo, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { Calendar, luxonLocalizer, type EventProps, type HeaderProps, type SlotInfo, type View } from 'react-big-calendar';
import { DateTime, Settings } from 'luxon';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { AVAILABILITY_ERR, CALENDAR_MAX_HOUR, CALENDAR_MIN_HOUR, CALENDAR_STEP_MINUTES } from '@coach/contract';
import type { CalendarEvent, CalendarView } from './calendarMath.ts';
import { CalendarToolbar, VIEWS } from './CalendarToolbar.tsx';
import { calendarCss } from './calendarTheme.ts';
import { personName } from '../../lib/session-format.ts';

// Reads luxon's default zone on every call, which the calendar sets to the coach's zone.
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 7 });
const VIEW_NAMES = VIEWS.map((v) => v.value);
/** 'Sun 22' over a day's column; the rest are the luxon localizer's own. */
const FORMATS = { dayFormat: 'ccc d' };
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

/** In the narrow time columns a session shows its client's name; 'Session with' is still read out. */
function TimeEvent({ event, title }: EventProps<CalendarEvent>) {
  if (event.kind !== 'session') return <>{title}</>;
  return (
    <>
      <VisuallyHidden>Session with </VisuallyHidden>
      {personName(event.session.client)}
    </>
  );
}

/**
 * RBC marks a week's day names as ARIA column headers outside any table (axe: serious); in the
 * time views they are plain labels. The month view keeps its own, inside its table.
 */
const PlainHeader = ({ label }: HeaderProps) => <span>{label}</span>;

const COMPONENTS = {
  toolbar: CalendarToolbar,
  week: { header: PlainHeader, event: TimeEvent },
  day: { header: PlainHeader, event: TimeEvent },
  month: { event: FocusableEvent },
  agenda: { event: FocusableEvent },
};

const NONE: CalendarEvent[] = [];
/**
 * A legend colour per kind. In the week and day views availability drawn behind also carries
 * 'rbc-event': RBC then takes a click on it for the block (the delete confirm), not for an empty
 * slot (the add form) as well.
 */
const eventProps = (e: CalendarEvent) => ({ className: `ev-${e.kind}` });
const timeEventProps = (e: CalendarEvent) => ({ className: e.kind === 'session' ? 'ev-session' : `ev-${e.kind} rbc-event` });

const TABLE_ROLES = '[role="table"], [role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]';

/**
 * Two fixes to RBC's markup, made again on every change RBC makes:
 * - its month view calls its grid a table, but its rows hold event buttons and '+N more' outside
 *   any cell (axe: aria-required-children, serious). It is a grid of boxes, not a table: the
 *   month is named as a group and the table roles go;
 * - the week and day views' hours scroll in a box that a keyboard could only reach through an
 *   event inside it; a week without sessions left it out of reach (axe:
 *   scrollable-region-focusable, serious). The box takes the focus itself, named.
 */
function useAccessibleCalendar() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const strip = () => {
      for (const month of root.querySelectorAll('.rbc-month-view')) {
        if (month.getAttribute('role') !== 'group') month.setAttribute('role', 'group');
        for (const el of month.querySelectorAll(TABLE_ROLES)) {
          el.removeAttribute('role');
          el.removeAttribute('aria-sort');
        }
      }
      for (const hours of root.querySelectorAll('.rbc-time-content')) {
        if (hours.getAttribute('tabindex') === '0') continue;
        hours.setAttribute('tabindex', '0');
        hours.setAttribute('role', 'group');
        hours.setAttribute('aria-label', 'Hours');
      }
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'tabindex'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}

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

/** react-big-calendar in the coach's zone, 06:00 to 22:00 in 30-minute steps (docs/sessions-and-availability.md#availability). */
export default function AvailabilityCalendar({ events, zone, view, date, onView, onNavigate, onSelectSlot, onSelectEvent }: Props) {
  // RBC's luxon localizer reads times in luxon's default zone: the coach's, while this is on screen.
  if (Settings.defaultZone.name !== zone) Settings.defaultZone = zone;
  useEffect(() => () => void (Settings.defaultZone = 'system'), []);
  const boxRef = useAccessibleCalendar();

  const [min, max] = useMemo(() => {
    const today = DateTime.now().setZone(zone).startOf('day');
    return [today.set({ hour: CALENDAR_MIN_HOUR }).toJSDate(), today.set({ hour: CALENDAR_MAX_HOUR }).toJSDate()];
  }, [zone]);

  // In the week and day views availability lies behind, full width, with the sessions drawn over it.
  const timeView = view === 'week' || view === 'day';
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
    <Box ref={boxRef} css={calendarCss} h={{ base: '600px', md: '700px' }}>
      <Calendar<CalendarEvent>
        localizer={localizer}
        events={timeView ? events.filter((e) => e.kind === 'session') : events}
        backgroundEvents={timeView ? events.filter((e) => e.kind !== 'session') : NONE}
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
        formats={FORMATS}
        onSelectSlot={onSelectSlot}
        onSelectEvent={onSelectEvent}
        onKeyPressEvent={onKeyPressEvent}
        tooltipAccessor={(e) => e.title}
        eventPropGetter={timeView ? timeEventProps : eventProps}
        messages={MESSAGES}
        components={COMPONENTS}
        style={{ height: '100%' }}
      />
    </Box>
  );
}
