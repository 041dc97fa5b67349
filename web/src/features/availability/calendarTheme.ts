/**
 * react-big-calendar's own stylesheet, repainted with Chakra's semantic tokens so it follows light
 * and dark mode. Its greys (#999 for other months' dates) fail contrast; these do not.
 */
const lines = [
  '.rbc-month-view',
  '.rbc-time-view',
  '.rbc-agenda-view table.rbc-agenda-table',
  '.rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td',
  '.rbc-agenda-view table.rbc-agenda-table tbody > tr + tr',
  '.rbc-agenda-view table.rbc-agenda-table thead > tr > th',
  '.rbc-header',
  '.rbc-header + .rbc-header',
  '.rbc-month-row + .rbc-month-row',
  '.rbc-day-bg + .rbc-day-bg',
  '.rbc-time-header-content',
  '.rbc-time-content',
  '.rbc-time-content > * + * > *',
  '.rbc-timeslot-group',
  '.rbc-day-slot .rbc-time-slot',
  '.rbc-time-view .rbc-row',
  '.rbc-time-header.rbc-overflowing',
  '.rbc-overlay',
  '.rbc-overlay-header',
]
  .map((s) => `& ${s}`)
  .join(', ');

const kind = (bg: string) => ({ bg, color: 'white', borderColor: bg });

export const calendarCss = {
  '& .rbc-calendar': { color: 'fg', fontSize: 'sm' },
  [lines]: { borderColor: 'border' },
  // Availability and sessions are always timed: the all-day row stays empty, and its rows without a
  // table are an ARIA error (axe: serious), so it is not shown.
  '& .rbc-time-header .rbc-allday-cell': { display: 'none' },
  '& .rbc-off-range-bg': { bg: 'bg.subtle' },
  '& .rbc-off-range': { color: 'fg.muted' },
  '& .rbc-today': { bg: 'teal.subtle/50' },
  '& .rbc-header': { py: '1.5', fontWeight: 'semibold' },
  '& .rbc-label': { color: 'fg.muted', fontSize: 'xs' },
  '& .rbc-current-time-indicator': { bg: 'red.solid' },
  '& .rbc-slot-selection': { bg: 'teal.solid/40', color: 'fg', borderRadius: 'sm' },
  '& .rbc-selected-cell': { bg: 'teal.solid/20' },
  '& .rbc-button-link': { color: 'inherit', borderRadius: 'sm' },
  '& .rbc-show-more': { color: 'teal.fg', bg: 'transparent', fontWeight: 'semibold' },
  '& .rbc-overlay': { bg: 'bg.panel', boxShadow: 'lg', borderRadius: 'md' },
  '& .rbc-agenda-empty': { color: 'fg.muted', p: '4' },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': { borderRadius: 'sm', px: '1.5', fontSize: 'xs', borderWidth: '1px' },
  // RBC's default line height clips a two-line name in an hour-long event.
  '& .rbc-day-slot .rbc-event-content': { lineHeight: '1.2' },
  '& .rbc-event:focus-visible, & .rbc-event button:focus-visible': {
    outline: '2px solid',
    outlineColor: 'teal.focusRing',
    outlineOffset: '2px',
  },
  '& .rbc-event.rbc-selected': { filter: 'brightness(0.92)' },
  // RBC fades what lies behind (opacity 0.75), which would take white text below 4.5:1.
  '& .rbc-day-slot .rbc-background-event': { opacity: 1 },
  // A session over availability: outlined and raised, so it reads as on top of the block.
  '& .rbc-day-slot .ev-session': { borderColor: 'bg', boxShadow: 'md', zIndex: 1 },
  // The legend's colours; white text on each is above 4.5:1.
  '& .ev-recurring': kind('blue.600'),
  '& .ev-one-time': kind('purple.600'),
  '& .ev-session': { ...kind('green.700'), fontWeight: 'semibold' },
  // The agenda paints events as table rows: a coloured stripe, the text in the page's colours.
  '& .rbc-agenda-view tr.ev-recurring, & .rbc-agenda-view tr.ev-one-time, & .rbc-agenda-view tr.ev-session': {
    bg: 'transparent',
    color: 'fg',
    fontWeight: 'normal',
  },
  '& .rbc-agenda-view tr.ev-session .rbc-agenda-event-cell': { fontWeight: 'semibold' },
  // A month cell truncates a long name; the agenda has the room to wrap it.
  '& .rbc-agenda-event-cell button': { whiteSpace: 'normal', overflow: 'visible' },
  '& .rbc-agenda-view tr.ev-recurring td.rbc-agenda-event-cell': { borderStartWidth: '4px', borderStartColor: 'blue.600' },
  '& .rbc-agenda-view tr.ev-one-time td.rbc-agenda-event-cell': { borderStartWidth: '4px', borderStartColor: 'purple.600' },
  '& .rbc-agenda-view tr.ev-session td.rbc-agenda-event-cell': { borderStartWidth: '4px', borderStartColor: 'green.700' },
  '& .rbc-agenda-date-cell, & .rbc-agenda-time-cell': { color: 'fg' },
  // On a phone the event column needs the room: tighter cells, and times may wrap.
  '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td, & .rbc-agenda-view table.rbc-agenda-table thead > tr > th': {
    px: { base: '1.5', md: '2.5' },
    py: '1',
  },
  '& .rbc-agenda-time-cell': { whiteSpace: { base: 'normal', md: 'nowrap' } },
};

/** The legend's swatches, the same colours as the events. */
export const LEGEND = [
  { label: 'Recurring', color: 'blue.600' },
  { label: 'One-Time', color: 'purple.600' },
  { label: 'Booked Sessions', color: 'green.700' },
] as const;
