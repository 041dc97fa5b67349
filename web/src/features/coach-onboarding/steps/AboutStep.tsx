import { Stack } from '@chakra-ui/react';
import { BIO_MAX } from '@coach/contract';
import { TextAreaField, TextField } from '../../../components/FormFields.tsx';
import { HEADLINE_MAX } from '../onboarding.ts';
import { bindFields, type StepProps } from './types.ts';

/** Step 1 'Tell Us About Yourself': headline (required), about me (counter out of 1000), industry experience. */
export function AboutStep(props: StepProps) {
  const field = bindFields(props);
  return (
    <Stack gap="5">
      <TextField
        label="Professional headline"
        {...field('headline')}
        required
        maxLength={HEADLINE_MAX}
        placeholder="e.g. Leadership coach for new managers"
        helper="One line that tells clients what you help with."
      />
      <TextAreaField
        label="About me"
        {...field('aboutMe')}
        max={BIO_MAX}
        rows={5}
        placeholder="Your background, who you work with, and what clients can expect."
      />
      <TextAreaField
        label="Industry experience"
        {...field('industryExperience')}
        max={BIO_MAX}
        rows={3}
        placeholder="e.g. 12 years in tech, healthcare and education"
        helper="Industries and roles you know well."
      />
    </Stack>
  );
}
