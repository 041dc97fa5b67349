import type { ReactNode } from 'react';
import { Box, Checkbox, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuBot, LuTarget, LuUsers } from 'react-icons/lu';
import { InlineError } from '../components/InlineError.tsx';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3">
      <Box aria-hidden flexShrink={0} w="9" h="9" rounded="full" bg="teal.subtle" color="teal.fg" display="grid" placeItems="center">
        {icon}
      </Box>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {children}
        </Text>
      </Box>
    </HStack>
  );
}

/** Step 1: what to expect, and the terms, which must be accepted. */
export function StepWelcome() {
  const accepted = useIntakeStore((s) => s.data.termsAccepted);
  const error = useIntakeStore((s) => s.errors.termsAccepted);
  const update = useIntakeStore((s) => s.update);
  return (
    <Stack gap="6">
      <Stack as="ul" gap="4" listStyleType="none">
        <li>
          <Point icon={<LuUsers />} title="A human coach">
            Someone in your corner who gets to know you and your goals.
          </Point>
        </li>
        <li>
          <Point icon={<LuBot />} title="An AI coach, day and night">
            Reflect, plan and check in whenever it suits you.
          </Point>
        </li>
        <li>
          <Point icon={<LuTarget />} title="Goals you can see progress on">
            Turn what matters to you into SMART goals and track them.
          </Point>
        </li>
      </Stack>
      <Box {...fieldMark('termsAccepted')} borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="lg" p="4" bg="bg.subtle">
        <Checkbox.Root
          checked={accepted}
          onCheckedChange={(d) => update({ termsAccepted: d.checked === true })}
          colorPalette="teal"
          invalid={!!error}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput aria-describedby={error ? 'intake-terms-error' : undefined} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            I agree to the Terms of Service and the{' '}
            <Link asChild color="teal.fg" textDecoration="underline">
              <RouterLink to="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </RouterLink>
            </Link>
            , and I understand coaching is not a substitute for medical or mental health care.
          </Checkbox.Label>
        </Checkbox.Root>
        <InlineError id="intake-terms-error">{error}</InlineError>
      </Box>
    </Stack>
  );
}
