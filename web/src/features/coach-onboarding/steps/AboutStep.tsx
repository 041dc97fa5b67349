import { Stack } from '@chakra-ui/react';
import { BIO_MAX } from '@coach/contract';
import { TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { HEADLINE_MAX } from '../onboarding.ts';
import type { StepProps } from './types.ts';

/** Step 1 'Tell Us About Yourself': headline (required), about me (counter out of 1000), industry experience. */
export function AboutStep({ form, errors, set }: StepProps) {
  return (
    <Stack gap="5">
      <TextField
        label="Professional headline"
        name="headline"
        required
        maxLength={HEADLINE_MAX}
        placeholder="e.g. Leadership coach for new managers"
        value={form.headline}
        onChange={(v) => set('headline', v)}
        error={errors.headline}
        helper="One line that tells clients what you help with."
      />
      <TextAreaField
        label="About me"
        name="aboutMe"
        max={BIO_MAX}
        rows={5}
        placeholder="Your background, who you work with, and what clients can expect."
        value={form.aboutMe}
        onChange={(v) => set('aboutMe', v)}
        error={errors.aboutMe}
      />
      <TextAreaField
        label="Industry experience"
        name="industryExperience"
        max={BIO_MAX}
        rows={3}
        placeholder="e.g. 12 years in tech, healthcare and education"
        value={form.industryExperience}
        onChange={(v) => set('industryExperience', v)}
        helper="Industries and roles you know well."
      />
    </Stack>
  );
}
