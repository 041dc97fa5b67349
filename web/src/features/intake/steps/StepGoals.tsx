import { Field, Input, Stack } from '@chakra-ui/react';
import { MOTIVATION_QUESTION, SCALE_ENDS } from '@coach/contract';
import { CheckboxCards } from '../components/OptionCards.tsx';
import { LookupChoice } from '../components/LookupChoice.tsx';
import { ScaleRating } from '../../../components/ScaleRating.tsx';
import { WithLookup } from '../components/WithLookup.tsx';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

/** Step 4: support areas (at least one), a primary focus, and motivation 1-5. */
export function StepGoals() {
  const data = useIntakeStore((s) => s.data);
  const errors = useIntakeStore((s) => s.errors);
  const update = useIntakeStore((s) => s.update);
  return (
    <Stack gap="8">
      <Stack gap="4">
        <WithLookup kind="support-areas" label="support areas">
          {(items) => (
            <div {...fieldMark('supportAreas')}>
              <CheckboxCards
                id="intake-support-areas"
                label="What would you like support with?"
                helper="Choose as many as you like."
                items={items}
                value={data.supportAreas}
                onChange={(supportAreas) => update({ supportAreas })}
                error={errors.supportAreas}
              />
            </div>
          )}
        </WithLookup>
        <Field.Root {...fieldMark('otherSupportArea')}>
          <Field.Label>Something else?</Field.Label>
          <Input
            name="otherSupportArea"
            value={data.otherSupportArea}
            maxLength={200}
            placeholder="Tell us in a few words"
            onChange={(e) => update({ otherSupportArea: e.target.value })}
          />
        </Field.Root>
      </Stack>

      <LookupChoice kind="primary-focus" what="focus options" field="primaryFocus" question="What is your main focus right now?" />

      <ScaleRating
        name="motivationLevel"
        label={MOTIVATION_QUESTION}
        value={data.motivationLevel}
        onChange={(motivationLevel) => update({ motivationLevel })}
        lowLabel={SCALE_ENDS.motivation.low}
        highLabel={SCALE_ENDS.motivation.high}
      />
    </Stack>
  );
}
