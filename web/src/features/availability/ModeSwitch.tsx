import { SegmentGroup } from '@chakra-ui/react';
import type { AvailabilityMode } from './calendarMath.ts';

const ITEMS = [
  { value: 'recurring', label: 'Recurring' },
  { value: 'one-time', label: 'One-Time' },
];

/** Recurring or One-Time: a radio group, so arrow keys move between the two. */
export function ModeSwitch({ value, onChange }: { value: AvailabilityMode; onChange: (mode: AvailabilityMode) => void }) {
  return (
    <SegmentGroup.Root
      size="sm"
      value={value}
      onValueChange={(e) => onChange(e.value === 'one-time' ? 'one-time' : 'recurring')}
      aria-label="Availability type"
      alignSelf="flex-start"
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={ITEMS} />
    </SegmentGroup.Root>
  );
}
