import { Checkbox, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import {
  GOAL_PRIORITY_LIST,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_INTERVAL_MIN,
  RECURRENCE_PATTERNS,
  type GoalContext,
} from '@coach/contract';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { categoriesFor, type GoalFormValues } from './goalForm.ts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const today = () => new Date().toLocaleDateString('en-CA');

interface Props {
  values: GoalFormValues;
  onChange: (patch: Partial<GoalFormValues>) => void;
  error: string | null;
  context?: GoalContext;
  /** The recurrence fields belong to creation; an existing goal changes them through Make recurring. */
  withRecurrence?: boolean;
  titleRef?: React.Ref<HTMLInputElement>;
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The goal form's fields, shared by the add-goal dialog and the detail dialog's edit mode. */
export function GoalFields({ values, onChange, error, context = 'individual', withRecurrence = true, titleRef }: Props) {
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!error}>
        <Field.Label>
          Title <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={titleRef}
          value={values.title}
          maxLength={200}
          placeholder="e.g. Run 5 km three times a week until 1 March"
          onChange={(e) => onChange({ title: e.target.value })}
        />
        <ErrorMessage>{error}</ErrorMessage>
      </Field.Root>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={values.description}
          maxLength={2000}
          rows={3}
          placeholder="Why it matters and how you will do it"
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Select
          label="Category"
          value={values.category}
          onChange={(category) => onChange({ category })}
          options={[['', 'No category'], ...categoriesFor(context).map((c): [string, string] => [c, c])]}
        />
        <Select
          label="Priority"
          value={values.priority}
          onChange={(priority) => onChange({ priority: priority as GoalFormValues['priority'] })}
          options={GOAL_PRIORITY_LIST.map((p): [string, string] => [p, cap(p)])}
        />
      </Stack>
      <Field.Root>
        <Field.Label>Due date</Field.Label>
        <Input type="date" value={values.dueDate} min={today()} onChange={(e) => onChange({ dueDate: e.target.value })} />
      </Field.Root>
      {withRecurrence && (
        <Stack gap="3">
          <Checkbox.Root
            checked={values.isRecurring}
            onCheckedChange={(d) => onChange({ isRecurring: d.checked === true })}
            colorPalette="teal"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Repeat this goal</Checkbox.Label>
          </Checkbox.Root>
          {values.isRecurring && <RecurrenceFields values={values} onChange={onChange} />}
        </Stack>
      )}
    </Stack>
  );
}

export function RecurrenceFields({ values, onChange }: Pick<Props, 'values' | 'onChange'>) {
  return (
    <HStack gap="4" align="flex-start">
      <Select
        label="Repeats"
        value={values.pattern}
        onChange={(pattern) => onChange({ pattern: pattern as GoalFormValues['pattern'] })}
        options={RECURRENCE_PATTERNS.map((p): [string, string] => [p, cap(p)])}
      />
      <Field.Root>
        <Field.Label>Every</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={RECURRENCE_INTERVAL_MIN}
          max={RECURRENCE_INTERVAL_MAX}
          value={values.interval}
          onChange={(e) => onChange({ interval: e.target.value })}
        />
        <Field.HelperText>
          {RECURRENCE_INTERVAL_MIN} to {RECURRENCE_INTERVAL_MAX}{' '}
          {values.pattern === 'daily' ? 'days' : values.pattern === 'weekly' ? 'weeks' : 'months'}
        </Field.HelperText>
      </Field.Root>
    </HStack>
  );
}
