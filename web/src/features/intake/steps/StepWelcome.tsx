import { Stack } from '@chakra-ui/react';
import { LuBot, LuTarget, LuUsers } from 'react-icons/lu';
import { PrivacyLink, TermsLink } from '../../../components/FormParts.tsx';
import { AgreementBox, IconPoint } from '../components/StepParts.tsx';

/** Step 1: what to expect, and the terms, which must be accepted. */
export function StepWelcome() {
  return (
    <Stack gap="6">
      <Stack as="ul" gap="4" listStyleType="none">
        <IconPoint icon={<LuUsers />} title="A human coach">
          Someone in your corner who gets to know you and your goals.
        </IconPoint>
        <IconPoint icon={<LuBot />} title="An AI coach, day and night">
          Reflect, plan and check in whenever it suits you.
        </IconPoint>
        <IconPoint icon={<LuTarget />} title="Goals you can see progress on">
          Turn what matters to you into SMART goals and track them.
        </IconPoint>
      </Stack>
      <AgreementBox field="termsAccepted" errorId="intake-terms-error">
        I agree to the <TermsLink /> and the <PrivacyLink />, and I understand coaching is not a substitute for medical or mental health
        care.
      </AgreementBox>
    </Stack>
  );
}
