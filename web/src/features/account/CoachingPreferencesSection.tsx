import { useState } from 'react';
import { Checkbox, Fieldset, Input, SimpleGrid, Stack, Field } from '@chakra-ui/react';
import {
  ACCOUNT_UI_TEXT,
  CHECKIN_FREQUENCIES,
  COACHING_STYLES,
  LIFE_SATISFACTION_AREAS,
  PREFERENCE_NOTES_MAX,
  PREFERENCE_PRONOUNS,
  PRONOUNS_MAX,
  PROFILE_ERR,
  SATISFACTION_LABELS,
  SCALE_ENDS,
  SUPPORT_AREAS,
  type TCoachingPreferences,
  type TCoachingPreferencesBody,
  type TLifeSatisfaction,
} from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SelectField, TextAreaField } from '../../components/FormFields.tsx';
import { ScaleRating } from '../../components/ScaleRating.tsx';
import { useLookup } from '../lookups/queries.ts';
import { SectionLoading } from './SectionLoading.tsx';
import { SaveButton, saveFailed } from './sectionForm.tsx';
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
  motivationLevel: number | null;
  pronouns: string;
  coachingStyle: string;
  additionalNotes: string;
}

const toForm = (p: TCoachingPreferences): PreferencesForm => ({
  checkinFrequency: p.checkinFrequency ?? '',
  lifeSatisfaction: p.lifeSatisfaction,
  supportAreas: p.supportAreas,
  motivationLevel: p.motivationLevel,
  pronouns: p.pronouns ?? '',
  coachingStyle: p.coachingStyle ?? '',
  additionalNotes: p.additionalNotes ?? '',
});

const orNull = (s: string) => (s.trim() ? s.trim() : null);
const sameAreas = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The PUT body: only what the person changed since the form was filled (what they answered at
 * intake and did not touch is not sent, so it is never written over). The select values come from
 * the contract's own lists, so the casts only name them.
 */
export function toPreferencesBody(start: PreferencesForm, f: PreferencesForm): TCoachingPreferencesBody {
  const body: TCoachingPreferencesBody = {};
  if (f.checkinFrequency !== start.checkinFrequency)
    body.checkinFrequency = (f.checkinFrequency || null) as TCoachingPreferencesBody['checkinFrequency'];
  if (f.coachingStyle !== start.coachingStyle) body.coachingStyle = (f.coachingStyle || null) as TCoachingPreferencesBody['coachingStyle'];
  if (f.motivationLevel !== start.motivationLevel) body.motivationLevel = f.motivationLevel;
  const rated = LIFE_SATISFACTION_AREAS.filter(
    (a) => f.lifeSatisfaction[a] !== null && f.lifeSatisfaction[a] !== start.lifeSatisfaction[a],
  );
  if (rated.length > 0) body.lifeSatisfaction = Object.fromEntries(rated.map((a) => [a, f.lifeSatisfaction[a]]));
  if (!sameAreas(f.supportAreas, start.supportAreas)) body.supportAreas = f.supportAreas as TCoachingPreferencesBody['supportAreas'];
  if (f.pronouns.trim() !== start.pronouns.trim()) body.pronouns = orNull(f.pronouns);
  if (f.additionalNotes.trim() !== start.additionalNotes.trim()) body.additionalNotes = orNull(f.additionalNotes);
  return body;
}

const options = (list: readonly string[], names?: Map<string, string>) =>
  list.map((v) => (
    <option key={v} value={v}>
      {names?.get(v) ?? humanize(v)}
    </option>
  ));

function PreferencesFormView({ preferences }: { preferences: TCoachingPreferences }) {
  const [start] = useState<PreferencesForm>(() => toForm(preferences));
  const [form, setForm] = useState<PreferencesForm>(start);
  const update = useUpdateCoachingPreferences();
  const supportNames = new Map((useLookup('support-areas').data ?? []).map((i) => [i.id, i.name]));
  const set = <K extends keyof PreferencesForm>(name: K, value: PreferencesForm[K]) => setForm((f) => ({ ...f, [name]: value }));

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    // A save remounts the form (its key is updatedAt), so the saved values become the new start.
    update.mutate(toPreferencesBody(start, form), {
      onSuccess: () => toaster.create({ type: 'success', title: ACCOUNT_UI_TEXT.PREFERENCES_SAVED }),
      onError: saveFailed('preferences'),
    });
  };

  return (
    <form onSubmit={save} noValidate aria-label="Coaching Preferences">
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Check-in frequency"
            name="checkinFrequency"
            value={form.checkinFrequency}
            onChange={(v) => set('checkinFrequency', v)}
          >
            {form.checkinFrequency === '' && <option value="">Select</option>}
            {options(CHECKIN_FREQUENCIES)}
          </SelectField>
          <SelectField
            label="Preferred coaching style"
            name="coachingStyle"
            value={form.coachingStyle}
            onChange={(v) => set('coachingStyle', v)}
          >
            {form.coachingStyle === '' && <option value="">Select</option>}
            {options(COACHING_STYLES)}
          </SelectField>
          <Field.Root>
            <Field.Label>Pronouns</Field.Label>
            <Input
              name="pronouns"
              list="preference-pronouns"
              maxLength={PRONOUNS_MAX}
              value={form.pronouns}
              onChange={(e) => set('pronouns', e.target.value)}
            />
            <datalist id="preference-pronouns">
              {PREFERENCE_PRONOUNS.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </Field.Root>
        </SimpleGrid>

        {/* The intake's motivation question and life check-in: the same areas and 1-5 scales. */}
        <ScaleRating
          name="motivationLevel"
          label="Motivation level"
          value={form.motivationLevel}
          onChange={(v) => set('motivationLevel', v)}
          lowLabel={SCALE_ENDS.motivation.low}
          highLabel={SCALE_ENDS.motivation.high}
        />

        <Fieldset.Root>
          <Fieldset.Legend>Life satisfaction</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="8" rowGap="6" mt="2">
            {LIFE_SATISFACTION_AREAS.map((area) => (
              <ScaleRating
                key={area}
                name={`satisfaction-${area}`}
                label={SATISFACTION_LABELS[area]}
                value={form.lifeSatisfaction[area]}
                onChange={(v) => set('lifeSatisfaction', { ...form.lifeSatisfaction, [area]: v })}
                lowLabel={SCALE_ENDS.satisfaction.low}
                highLabel={SCALE_ENDS.satisfaction.high}
              />
            ))}
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

        <TextAreaField
          label="Notes for your coach"
          name="additionalNotes"
          value={form.additionalNotes}
          onChange={(v) => set('additionalNotes', v)}
          max={PREFERENCE_NOTES_MAX}
        />

        <SaveButton pending={update.isPending} />
      </Stack>
    </form>
  );
}

/**
 * Coaching Preferences (clients, docs/profiles-and-directory.md#coaching-preferences): kept on the server, which the AI coach reads when it
 * answers.
 */
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
