import { Stack } from '@chakra-ui/react';
import { RadioCards } from '../components/OptionCards.tsx';
import { WithLookup } from '../components/WithLookup.tsx';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

/** Step 6: how often to check in and which coaching style suits the user. */
export function StepPreferences() {
  const data = useIntakeStore((s) => s.data);
  const errors = useIntakeStore((s) => s.errors);
  const update = useIntakeStore((s) => s.update);
  return (
    <Stack gap="8">
      <WithLookup kind="checkin-frequency" label="check-in options">
        {(items) => (
          <div {...fieldMark('checkinFrequency')}>
            <RadioCards
              id="intake-checkin-frequency"
              label="How often would you like to check in?"
              items={items}
              value={data.checkinFrequency}
              onChange={(checkinFrequency) => update({ checkinFrequency })}
              error={errors.checkinFrequency}
            />
          </div>
        )}
      </WithLookup>
      <WithLookup kind="coaching-style" label="coaching styles">
        {(items) => (
          <div {...fieldMark('coachingStyle')}>
            <RadioCards
              id="intake-coaching-style"
              label="Which coaching style suits you?"
              items={items}
              value={data.coachingStyle}
              onChange={(coachingStyle) => update({ coachingStyle })}
              error={errors.coachingStyle}
            />
          </div>
        )}
      </WithLookup>
    </Stack>
  );
}
