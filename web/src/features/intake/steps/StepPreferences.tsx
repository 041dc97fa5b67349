import { Stack } from '@chakra-ui/react';
import { LookupChoice } from '../components/LookupChoice.tsx';

/** Step 6: how often to check in and which coaching style suits the user. */
export function StepPreferences() {
  return (
    <Stack gap="8">
      <LookupChoice
        kind="checkin-frequency"
        what="check-in options"
        field="checkinFrequency"
        question="How often would you like to check in?"
      />
      <LookupChoice kind="coaching-style" what="coaching styles" field="coachingStyle" question="Which coaching style suits you?" />
    </Stack>
  );
}
