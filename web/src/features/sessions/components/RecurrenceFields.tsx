import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { labelledOptions, SelectField } from '../../../components/FormFields.tsx';
import {
  RECURRING_INTERVAL_MAX,
  RECURRING_INTERVAL_MIN,
  RECURRING_OCCURRENCES_MAX,
  RECURRING_OCCURRENCES_MIN,
  WEEKDAY_CODES,
  WEEKDAY_LABELS,
} from '@coach/contract';
import { localDay } from '../../../lib/session-format.ts';
import type { NewSessionForm, RecurringEnd } from './create-session.ts';

const ENDS: { value: RecurringEnd; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: 'on', label: 'On a date' },
  { value: 'after', label: 'After a number of sessions' },
];

interface Props {
  form: NewSessionForm;
  set: (patch: Partial<NewSessionForm>) => void;
}

/**
 * docs/sessions-and-availability.md#recurring-series: every N weeks (1-99) on the toggled weekdays, ending never, on a date or after N
 * (1-100).
 */
export function RecurrenceFields({ form, set }: Props) {
  const toggle = (day: number) =>
    set({ recurringDays: form.recurringDays.includes(day) ? form.recurringDays.filter((d) => d !== day) : [...form.recurringDays, day] });
  return (
    <Stack gap="4" borderWidth="1px" rounded="l2" p="3">
      <Field.Root>
        <Field.Label>Repeat every</Field.Label>
        <HStack gap="2">
          <Input
            type="number"
            name="recurringInterval"
            inputMode="numeric"
            min={RECURRING_INTERVAL_MIN}
            max={RECURRING_INTERVAL_MAX}
            w="20"
            value={form.recurringInterval}
            onChange={(e) => set({ recurringInterval: e.target.value })}
          />
          <Text>week(s)</Text>
        </HStack>
      </Field.Root>
      <Stack gap="1.5" role="group" aria-labelledby="repeat-on-label">
        <Text id="repeat-on-label" fontSize="sm" fontWeight="medium">
          Repeat on
        </Text>
        <HStack gap="1" wrap="wrap">
          {WEEKDAY_CODES.map((day) => {
            const on = form.recurringDays.includes(day);
            return (
              <Button
                key={day}
                size="xs"
                minW="10"
                variant={on ? 'solid' : 'outline'}
                colorPalette="teal"
                aria-pressed={on}
                aria-label={WEEKDAY_LABELS[day]}
                onClick={() => toggle(day)}
              >
                {WEEKDAY_LABELS[day].slice(0, 3)}
              </Button>
            );
          })}
        </HStack>
      </Stack>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <SelectField label="Ends" name="recurringEnd" value={form.recurringEnd} onChange={(v) => set({ recurringEnd: v as RecurringEnd })}>
          {labelledOptions(ENDS)}
        </SelectField>
        {form.recurringEnd === 'on' && (
          <Input
            type="date"
            w="auto"
            aria-label="End date"
            min={form.date || localDay(new Date())}
            value={form.recurringEndDate}
            onChange={(e) => set({ recurringEndDate: e.target.value })}
          />
        )}
        {form.recurringEnd === 'after' && (
          <HStack gap="2">
            <Input
              type="number"
              w="20"
              inputMode="numeric"
              aria-label="Number of occurrences"
              min={RECURRING_OCCURRENCES_MIN}
              max={RECURRING_OCCURRENCES_MAX}
              value={form.recurringOccurrences}
              onChange={(e) => set({ recurringOccurrences: e.target.value })}
            />
            <Text fontSize="sm">occurrences</Text>
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}
