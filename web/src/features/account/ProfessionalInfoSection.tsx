import { Box, Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  ACCOUNT_UI_TEXT,
  BIO_MAX,
  CLIENT_CAPACITY_MAX,
  COACH_PROFILE_DEFAULTS,
  HOURLY_RATE_MAX,
  PROFILE_CURRENCIES,
  PROFILE_TEXT_MAX,
  PROFILE_YEARS_EXPERIENCE,
  ZExtendedProfileBody,
  type ProfileCurrency,
  type ProfileYearsExperience,
  type TExtendedProfile,
  type TExtendedProfileBody,
} from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { optionsOf, SelectField, TextAreaField, TextField } from '../../components/FormFields.tsx';
import { SaveButton, saveFailed, useSectionForm } from './sectionForm.tsx';
import { useUpdateExtendedProfile } from './useExtendedProfile.ts';

/** The professional part as the form edits it: numbers as typed, so a half-typed one can be shown and refused. */
export interface ProfessionalForm {
  jobTitle: string;
  organization: string;
  headline: string;
  aboutMe: string;
  yearsExperience: ProfileYearsExperience | '';
  hourlyRate: string;
  currency: ProfileCurrency;
  clientCapacity: string;
  acceptingClients: boolean;
}
type Field = keyof ProfessionalForm;

export function toProfessionalForm({ userProfile: u }: TExtendedProfile): ProfessionalForm {
  return {
    jobTitle: u.jobTitle ?? '',
    organization: u.organization ?? '',
    headline: u.headline ?? '',
    aboutMe: u.aboutMe ?? '',
    yearsExperience: u.yearsExperience ?? '',
    hourlyRate: String(u.hourlyRate ?? COACH_PROFILE_DEFAULTS.hourlyRate),
    currency: u.currency ?? COACH_PROFILE_DEFAULTS.currency,
    clientCapacity: String(u.clientCapacity ?? COACH_PROFILE_DEFAULTS.clientCapacity),
    acceptingClients: u.acceptingClients ?? COACH_PROFILE_DEFAULTS.acceptingClients,
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);
// A blank or non-numeric entry is no whole number: sent as NaN, it gets the schema's own refusal below.
const toNumber = (s: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(s) ? Number(s) : Number.NaN);

export function toProfessionalBody(f: ProfessionalForm): TExtendedProfileBody {
  return {
    jobTitle: orNull(f.jobTitle),
    organization: orNull(f.organization),
    headline: orNull(f.headline),
    aboutMe: f.aboutMe.trim() ? f.aboutMe : null,
    yearsExperience: f.yearsExperience || null,
    hourlyRate: toNumber(f.hourlyRate),
    currency: f.currency,
    clientCapacity: toNumber(f.clientCapacity),
    acceptingClients: f.acceptingClients,
  };
}

/** The schema's text for a number that is not whole ('Hourly rate must be a whole number'). */
const wholeNumberText = (field: 'hourlyRate' | 'clientCapacity') =>
  ZExtendedProfileBody.shape[field].safeParse(0.5).error?.issues[0]?.message ?? '';

/**
 * docs/profiles-and-directory.md#professional-profile: the bio at most 1000 characters, rate and capacity integers; checked with the
 * server's schema.
 */
export function professionalFormErrors(f: ProfessionalForm): Partial<Record<Field, string>> {
  const parsed = ZExtendedProfileBody.safeParse(toProfessionalBody(f));
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    const nan = (field === 'hourlyRate' || field === 'clientCapacity') && issue.code === 'invalid_type';
    errors[field] ??= nan ? wholeNumberText(field) : issue.message;
  }
  return errors;
}

const TEXT: { name: 'jobTitle' | 'organization' | 'headline'; label: string; autoComplete: string; wide?: boolean }[] = [
  { name: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
  { name: 'organization', label: 'Organization', autoComplete: 'organization' },
  { name: 'headline', label: 'Headline', autoComplete: 'off', wide: true },
];

/** Professional Information (coaches): what clients see of them, rate, capacity and whether they take clients. */
export function ProfessionalInfoSection({ profile }: { profile: TExtendedProfile }) {
  const { form, setForm, set, bind, accept } = useSectionForm<ProfessionalForm>(() => toProfessionalForm(profile));
  const update = useUpdateExtendedProfile();

  const save = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!accept(professionalFormErrors(form), e.currentTarget)) return;
    update.mutate(toProfessionalBody(form), {
      onSuccess: (saved) => {
        setForm(toProfessionalForm(saved));
        toaster.create({ type: 'success', title: ACCOUNT_UI_TEXT.PROFILE_UPDATED });
      },
      onError: saveFailed('professional'),
    });
  };

  const numberField = (name: 'hourlyRate' | 'clientCapacity', label: string, max: number) => (
    <TextField label={label} type="number" inputMode="numeric" min={0} max={max} step={1} {...bind(name)} />
  );

  return (
    <form onSubmit={save} noValidate aria-label="Professional Information">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXT.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              autoComplete={f.autoComplete}
              maxLength={PROFILE_TEXT_MAX}
              {...bind(f.name)}
              rootProps={f.wide ? { gridColumn: { md: '1 / -1' } } : undefined}
            />
          ))}
          <Box gridColumn={{ md: '1 / -1' }}>
            <TextAreaField label="About me" {...bind('aboutMe')} max={BIO_MAX} rows={5} />
          </Box>
          <SelectField label="Years of experience" {...bind('yearsExperience')}>
            <option value="">Select</option>
            {optionsOf(PROFILE_YEARS_EXPERIENCE, (y) => `${y} years`)}
          </SelectField>
          <SelectField label="Currency" {...bind('currency')}>
            {optionsOf(PROFILE_CURRENCIES)}
          </SelectField>
          {numberField('hourlyRate', 'Hourly rate', HOURLY_RATE_MAX)}
          {numberField('clientCapacity', 'Client capacity', CLIENT_CAPACITY_MAX)}
        </SimpleGrid>
        <Checkbox.Root
          checked={form.acceptingClients}
          onCheckedChange={(d) => set('acceptingClients', d.checked === true)}
          colorPalette="teal"
        >
          <Checkbox.HiddenInput name="acceptingClients" />
          <Checkbox.Control />
          <Checkbox.Label>Accepting new clients</Checkbox.Label>
        </Checkbox.Root>
        <SaveButton pending={update.isPending} />
      </Stack>
    </form>
  );
}
