import { useRef, useState } from 'react';
import { Badge, Button, Checkbox, Field, Fieldset, Flex, HStack, Input, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { ACCOUNT_UI_TEXT, NAME_MAX, PROFILE_TEXT_MAX, type TExtendedProfile } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { ChangeEmailDialog } from './ChangeEmailDialog.tsx';
import { countryOptions, languageOptions, timeZoneOptions, zoneLabel } from '../../lib/profile-options.ts';
import { useUpdateExtendedProfile } from './useExtendedProfile.ts';
import { personalFormErrors, toPersonalForm, toUpdateBody, type PersonalField, type PersonalForm } from './validation.ts';
import { GroupErrorMessage } from '../../components/ErrorMessage.tsx';
import { optionsOf, SelectField, TextField } from '../../components/FormFields.tsx';
import { SaveButton, saveFailed, useSectionForm } from './sectionForm.tsx';

type TextField = Exclude<PersonalField, 'languages' | 'country' | 'timeZone'>;

// In display order; the email row comes after the first three. Lengths follow ZUpdateProfileBody, so the server's limits are never hit from the form.
const TEXT_FIELDS: {
  name: TextField;
  label: string;
  max: number;
  autoComplete: string;
  required?: boolean;
  wide?: boolean;
  type?: 'tel';
}[] = [
  { name: 'firstName', label: 'First name', max: NAME_MAX, autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', max: NAME_MAX, autoComplete: 'family-name', required: true },
  { name: 'preferredName', label: 'Preferred name', max: NAME_MAX, autoComplete: 'nickname' },
  { name: 'phone', label: 'Phone', max: 20, autoComplete: 'tel', type: 'tel' },
  { name: 'streetAddress', label: 'Street address', max: PROFILE_TEXT_MAX, autoComplete: 'address-line1' },
  { name: 'city', label: 'City', max: 100, autoComplete: 'address-level2' },
  { name: 'stateProvince', label: 'State/Province', max: 100, autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal code', max: 20, autoComplete: 'postal-code' },
];

/**
 * docs/profiles-and-directory.md#extended-profile, personal part: names, contact, address, time zone (the browser's until
 * one is saved) and languages (first is primary). Pronouns sit with the coaching preferences.
 */
export function PersonalInfoSection({ profile }: { profile: TExtendedProfile }) {
  const { form, setForm, errors, set, bind, accept } = useSectionForm<PersonalForm>(() => toPersonalForm(profile));
  const [emailOpen, setEmailOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateExtendedProfile();

  const toggleLanguage = (language: string, checked: boolean) =>
    set('languages', checked ? [...form.languages, language] : form.languages.filter((l) => l !== language));

  const makePrimary = (language: string) => set('languages', [language, ...form.languages.filter((l) => l !== language)]);

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!accept(personalFormErrors(form), formRef.current)) return;
    update.mutate(toUpdateBody(form), {
      onSuccess: (saved) => {
        setForm(toPersonalForm(saved));
        toaster.create({ type: 'success', title: ACCOUNT_UI_TEXT.PROFILE_UPDATED });
      },
      onError: saveFailed('personal'),
    });
  };

  const textField = (f: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={f.name}
      label={f.label}
      required={f.required}
      type={f.type}
      autoComplete={f.autoComplete}
      maxLength={f.max}
      {...bind(f.name)}
      rootProps={f.wide ? { gridColumn: { md: '1 / -1' } } : undefined}
    />
  );

  return (
    <>
      <form ref={formRef} onSubmit={save} noValidate aria-label="Personal Information">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {TEXT_FIELDS.slice(0, 3).map(textField)}
            <Field.Root readOnly gridColumn={{ md: '1 / -1' }}>
              <Field.Label>Email</Field.Label>
              <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
                <Input value={profile.email} readOnly flex={{ sm: '1' }} bg="bg.muted" />
                <Button type="button" variant="outline" onClick={() => setEmailOpen(true)} flexShrink={0}>
                  Change Email
                </Button>
              </Flex>
              <Field.HelperText>To change your email, use Change Email; the new address needs to be verified.</Field.HelperText>
            </Field.Root>
            {TEXT_FIELDS.slice(3).map(textField)}
            <SelectField label="Country" {...bind('country')}>
              <option value="">Select a country</option>
              {countryOptions(profile.userProfile.country ?? '').map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Time zone" {...bind('timeZone')}>
              {optionsOf(timeZoneOptions(profile.userProfile.timeZone), zoneLabel)}
            </SelectField>
          </SimpleGrid>

          <Fieldset.Root invalid={!!errors.languages}>
            <Fieldset.Legend>Languages</Fieldset.Legend>
            <Fieldset.HelperText fontSize="sm">The first language you pick is your primary language.</Fieldset.HelperText>
            <Stack gap="2" mt="1">
              {languageOptions(profile.userProfile.languages).map((language) => {
                const index = form.languages.indexOf(language);
                return (
                  <HStack key={language} gap="3" minH="8">
                    <Checkbox.Root
                      checked={index >= 0}
                      onCheckedChange={(d) => toggleLanguage(language, d.checked === true)}
                      colorPalette="teal"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{language}</Checkbox.Label>
                    </Checkbox.Root>
                    {index === 0 && <Badge colorPalette="teal">Primary</Badge>}
                    {index > 0 && (
                      <Button type="button" size="xs" variant="ghost" onClick={() => makePrimary(language)}>
                        Make <VisuallyHidden>{language}</VisuallyHidden> primary
                      </Button>
                    )}
                  </HStack>
                );
              })}
            </Stack>
            <GroupErrorMessage>{errors.languages}</GroupErrorMessage>
          </Fieldset.Root>

          <SaveButton pending={update.isPending} />
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, and the dialog has a form of its own. */}
      <ChangeEmailDialog open={emailOpen} onClose={() => setEmailOpen(false)} currentEmail={profile.email} />
    </>
  );
}
