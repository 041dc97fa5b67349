import { useMemo } from 'react';
import { Box, Field, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { BIO_MAX } from '@coach/contract';
import { ErrorMessage } from '../../../components/ErrorMessage.tsx';
import { timeZoneOptions, zoneLabel } from '../../../lib/profile-options.ts';
import { optionsOf, SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { AVAILABILITY_MAX } from '../onboarding.ts';
import { useCoachingStyles } from '../useCoachingStyles.ts';
import { bindFields, type StepProps } from './types.ts';

/** Step 2 'Your Coaching Approach': style, philosophy, hourly rate (default 100), time zone, availability. */
export function ApproachStep(props: StepProps) {
  const { form, errors, set } = props;
  const field = bindFields(props);
  const zones = useMemo(() => timeZoneOptions(form.timeZone), [form.timeZone]);
  const styles = useCoachingStyles();
  const style = styles.find((s) => s.id === form.coachingStyle);
  return (
    <Stack gap="5">
      <SelectField label="Coaching style" {...field('coachingStyle')} helper={style?.description || 'How you like to work with clients.'}>
        <option value="">Select a style</option>
        {styles.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Coaching philosophy"
        {...field('philosophy')}
        max={BIO_MAX}
        rows={4}
        placeholder="What you believe about coaching and how you work with clients."
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Field.Root invalid={!!errors.hourlyRate}>
          <Field.Label>Hourly rate (USD)</Field.Label>
          <InputGroup startElement="$">
            <Input
              name="hourlyRate"
              inputMode="numeric"
              pattern="[0-9]*"
              value={form.hourlyRate}
              onChange={(e) => set('hourlyRate', e.target.value.replace(/[^\d]/g, ''))}
            />
          </InputGroup>
          {errors.hourlyRate ? (
            <ErrorMessage>{errors.hourlyRate}</ErrorMessage>
          ) : (
            <Field.HelperText>You can change it any time.</Field.HelperText>
          )}
        </Field.Root>
        <SelectField label="Time zone" {...field('timeZone')}>
          {optionsOf(zones, zoneLabel)}
        </SelectField>
      </SimpleGrid>
      <Box>
        <TextField
          label="Availability"
          {...field('availability')}
          maxLength={AVAILABILITY_MAX}
          placeholder="e.g. Weekdays 9am-5pm, some evenings"
          helper="A short note for clients about when you usually coach."
        />
      </Box>
    </Stack>
  );
}
