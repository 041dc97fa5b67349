import { useState } from 'react';
import { Box, Button, Checkbox, chakra, Fieldset, Flex, HStack, Input, SimpleGrid, Stack, Text, Field } from '@chakra-ui/react';
import {
  ACCOUNT_UI_TEXT,
  CHECKIN_FREQUENCIES,
  COACHING_STYLES,
  LIFE_SATISFACTION_AREAS,
  LIFE_SATISFACTION_SCALE,
  MOTIVATION_LEVELS,
  PREFERENCE_NOTES_MAX,
  PREFERENCE_PRONOUNS,
  PRONOUNS_MAX,
  PROFILE_ERR,
  SUPPORT_AREAS,
  type TCoachingPreferences,
  type TCoachingPreferencesBody,
  type TLifeSatisfaction,
} from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SelectField, TextAreaField } from '../../components/FormFields.tsx';
import { useLookup } from '../lookups/queries.ts';
import { SectionLoading } from './SectionLoading.tsx';
import { useCoachingPreferences, useUpdateCoachingPreferences } from './useExtendedProfile.ts';

/** 'personal_growth' -> 'Personal growth', 'goal-setting' -> 'Goal setting'. */
export const humanize = (id: string) => {
  const words = id.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface PreferencesForm {
  checkinFrequency: string;
  lifeSatisfaction: TLifeSatisfaction;
  supportAreas: string[];
  motivationLevel: string;
  pronouns: string;
  coachingStyle: string;
  additionalNotes: string;
}

const toForm = (p: TCoachingPreferences): PreferencesForm => ({
  checkinFrequency: p.checkinFrequency ?? '',
  lifeSatisfaction: p.lifeSatisfaction,
  supportAreas: p.supportAreas,
  motivationLevel: p.motivationLevel ?? '',
  pronouns: p.pronouns ?? '',
  coachingStyle: p.coachingStyle ?? '',
  additionalNotes: p.additionalNotes ?? '',
});

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The PUT body; the select values come from the contract's own lists, so the casts only name them. */
export const toPreferencesBody = (f: PreferencesForm): TCoachingPreferencesBody => ({
  checkinFrequency: (f.checkinFrequency || null) as TCoachingPreferencesBody['checkinFrequency'],
  lifeSatisfaction: f.lifeSatisfaction,
  supportAreas: f.supportAreas as TCoachingPreferencesBody['supportAreas'],
  motivationLevel: (f.motivationLevel || null) as TCoachingPreferencesBody['motivationLevel'],
  pronouns: orNull(f.pronouns),
  coachingStyle: (f.coachingStyle || null) as TCoachingPreferencesBody['coachingStyle'],
  additionalNotes: orNull(f.additionalNotes),
});

const options = (list: readonly string[], names?: Map<string, string>) =>
  list.map((v) => (
    <option key={v} value={v}>
      {names?.get(v) ?? humanize(v)}
    </option>
  ));

function PreferencesFormView({ preferences }: { preferences: TCoachingPreferences }) {
  const [form, setForm] = useState<PreferencesForm>(() => toForm(preferences));
  const update = useUpdateCoachingPreferences();
  const supportNames = new Map((useLookup('support-areas').data ?? []).map((i) => [i.id, i.name]));
  const set = <K extends keyof PreferencesForm>(name: K, value: PreferencesForm[K]) => setForm((f) => ({ ...f, [name]: value }));

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    update.mutate(toPreferencesBody(form), {
      onSuccess: (saved) => {
        setForm(toForm(saved));
        toaster.create({ type: 'success', title: ACCOUNT_UI_TEXT.PREFERENCES_SAVED });
      },
      onError: (err) =>
        toaster.create({ type: 'error', title: PROFILE_ERR.ERROR_TITLE, description: errorText(err, PROFILE_ERR.UPDATE_FAILED('preferences')) }),
    });
  };

  return (
    <form onSubmit={save} noValidate aria-label="Coaching Preferences">
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField label="Check-in frequency" name="checkinFrequency" value={form.checkinFrequency} onChange={(v) => set('checkinFrequency', v)}>
            <option value="">Select</option>
            {options(CHECKIN_FREQUENCIES)}
          </SelectField>
          <SelectField label="Preferred coaching style" name="coachingStyle" value={form.coachingStyle} onChange={(v) => set('coachingStyle', v)}>
            <option value="">Select</option>
            {options(COACHING_STYLES)}
          </SelectField>
          <SelectField label="Motivation level" name="motivationLevel" value={form.motivationLevel} onChange={(v) => set('motivationLevel', v)}>
            <option value="">Select</option>
            {options(MOTIVATION_LEVELS)}
          </SelectField>
          <Field.Root>
            <Field.Label>Pronouns</Field.Label>
            <Input name="pronouns" list="preference-pronouns" maxLength={PRONOUNS_MAX} value={form.pronouns} onChange={(e) => set('pronouns', e.target.value)} />
            <datalist id="preference-pronouns">
              {PREFERENCE_PRONOUNS.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </Field.Root>
        </SimpleGrid>

        <Fieldset.Root>
          <Fieldset.Legend>Life satisfaction</Fieldset.Legend>
          <Fieldset.HelperText fontSize="sm">
            From {LIFE_SATISFACTION_SCALE.min} (not at all) to {LIFE_SATISFACTION_SCALE.max} (fully satisfied).
          </Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="3" mt="2">
            {LIFE_SATISFACTION_AREAS.map((area) => {
              const id = `satisfaction-${area}`;
              const value = form.lifeSatisfaction[area];
              return (
                <Box key={area}>
                  <HStack justify="space-between">
                    <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
                      {humanize(area)}
                    </chakra.label>
                    <Text fontSize="sm" color="fg.muted" aria-hidden>
                      {value}/{LIFE_SATISFACTION_SCALE.max}
                    </Text>
                  </HStack>
                  <chakra.input
                    id={id}
                    name={id}
                    type="range"
                    w="full"
                    accentColor="teal.600"
                    min={LIFE_SATISFACTION_SCALE.min}
                    max={LIFE_SATISFACTION_SCALE.max}
                    step={1}
                    value={value}
                    onChange={(e) => set('lifeSatisfaction', { ...form.lifeSatisfaction, [area]: Number(e.target.value) })}
                  />
                </Box>
              );
            })}
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend>Support areas</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
            {SUPPORT_AREAS.map((area) => (
              <Checkbox.Root
                key={area}
                colorPalette="teal"
                checked={form.supportAreas.includes(area)}
                onCheckedChange={(d) =>
                  set('supportAreas', d.checked === true ? [...form.supportAreas, area] : form.supportAreas.filter((a) => a !== area))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{supportNames.get(area) ?? humanize(area)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <TextAreaField label="Notes for your coach" name="additionalNotes" value={form.additionalNotes} onChange={(v) => set('additionalNotes', v)} max={PREFERENCE_NOTES_MAX} />

        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={update.isPending} loadingText="Saving..." w={{ base: 'full', sm: 'auto' }}>
            Save
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** Spec §2 Coaching Preferences (clients): kept on the server, which the AI coach reads when it answers. */
export function CoachingPreferencesSection() {
  const preferences = useCoachingPreferences(true);
  if (preferences.isPending) return <SectionLoading label="Loading your preferences..." />;
  if (preferences.isError) {
    return (
      <RetryAlert onRetry={() => void preferences.refetch()} retrying={preferences.isFetching}>
        {PROFILE_ERR.LOAD_FAILED}
      </RetryAlert>
    );
  }
  return <PreferencesFormView key={preferences.data.updatedAt ?? 'new'} preferences={preferences.data} />;
}
