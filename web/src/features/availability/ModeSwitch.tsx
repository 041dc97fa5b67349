import { Button, Group } from '@chakra-ui/react';
import type { AvailabilityMode } from './calendarMath.ts';

const ITEMS: { value: AvailabilityMode; label: string }[] = [
  { value: 'recurring', label: 'Recurring' },
  { value: 'one-time', label: 'One-Time' },
];

/** Recurring or One-Time: two attached toggle buttons, the pressed one filled (as the calendar's view buttons). */
export function ModeSwitch({ value, onChange }: { value: AvailabilityMode; onChange: (mode: AvailabilityMode) => void }) {
  return (
    <Group attached role="group" aria-label="Availability type" alignSelf="flex-start">
      {ITEMS.map((item) => (
        <Button
          key={item.value}
          size="sm"
          type="button"
          aria-pressed={value === item.value}
          variant={value === item.value ? 'solid' : 'outline'}
          colorPalette={value === item.value ? 'teal' : 'gray'}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </Button>
      ))}
    </Group>
  );
}
