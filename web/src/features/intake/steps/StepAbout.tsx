import { Field, Input, Stack } from '@chakra-ui/react';
import { RadioCards } from '../components/OptionCards.tsx';
import { WithLookup } from '../components/WithLookup.tsx';
import { fieldMark } from '../focus.ts';
import { CUSTOM_PRONOUNS } from '../model.ts';
import { useIntakeStore } from '../store.ts';

/** Step 3 (optional): preferred name and pronouns; 'custom' asks for the user's own words. */
export function StepAbout() {
  const data = useIntakeStore((s) => s.data);
  const update = useIntakeStore((s) => s.update);
  return (
    <Stack gap="6">
      <Field.Root {...fieldMark('preferredName')}>
        <Field.Label>Preferred name</Field.Label>
        <Input
          name="preferredName"
          autoComplete="nickname"
          value={data.preferredName}
          placeholder={data.firstName || undefined}
          onChange={(e) => update({ preferredName: e.target.value })}
        />
        <Field.HelperText color="fg.muted">What would you like your coach to call you?</Field.HelperText>
      </Field.Root>

      <WithLookup kind="pronouns" label="pronoun options">
        {(items) => (
          <RadioCards
            id="intake-pronouns"
            label="Pronouns"
            items={items}
            value={data.pronouns}
            onChange={(pronouns) => update({ pronouns })}
            columns={{ base: 1, sm: 2 }}
          />
        )}
      </WithLookup>

      {data.pronouns === CUSTOM_PRONOUNS && (
        <Field.Root {...fieldMark('customPronouns')}>
          <Field.Label>Your pronouns</Field.Label>
          <Input
            name="customPronouns"
            value={data.customPronouns}
            maxLength={40}
            onChange={(e) => update({ customPronouns: e.target.value })}
          />
        </Field.Root>
      )}
    </Stack>
  );
}
