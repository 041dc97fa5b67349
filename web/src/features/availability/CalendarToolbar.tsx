import { Button, Group, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { ToolbarProps } from 'react-big-calendar';
import type { CalendarEvent, CalendarView } from './calendarMath.ts';

export const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
  { value: 'agenda', label: 'Agenda' },
];

/** RBC's toolbar in Chakra's buttons: Today, previous and next, the range's label, and the four views. */
export function CalendarToolbar({ label, view, onNavigate, onView }: ToolbarProps<CalendarEvent>) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" mb="3">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <IconButton size="sm" variant="outline" aria-label="Previous" onClick={() => onNavigate('PREV')}>
          <LuChevronLeft />
        </IconButton>
        <IconButton size="sm" variant="outline" aria-label="Next" onClick={() => onNavigate('NEXT')}>
          <LuChevronRight />
        </IconButton>
        <Heading as="h3" size="sm" aria-live="polite" ms="1">
          {label}
        </Heading>
      </HStack>
      <Group attached role="group" aria-label="Calendar view" w={{ base: 'full', md: 'auto' }}>
        {VIEWS.map((v) => (
          <Button
            key={v.value}
            size="sm"
            flex={{ base: '1', md: 'initial' }}
            aria-pressed={view === v.value}
            variant={view === v.value ? 'solid' : 'outline'}
            colorPalette={view === v.value ? 'teal' : 'gray'}
            onClick={() => onView(v.value)}
          >
            {v.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
