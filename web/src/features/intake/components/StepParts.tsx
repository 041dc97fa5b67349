import type { ReactNode } from 'react';
import { Box, Checkbox, HStack, Text } from '@chakra-ui/react';
import { fieldMark } from '../focus.ts';
import { useIntakeStore } from '../store.ts';
import { InlineError } from './InlineError.tsx';
import { IconBadge } from '../../../components/IconBadge.tsx';

/** One point of a step's list: an icon in a circle, a title and a line under it. */
export function IconPoint({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <IconBadge>{icon}</IconBadge>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {children}
        </Text>
      </Box>
    </HStack>
  );
}

/** A boxed checkbox the step cannot be left without (the terms, the trial terms). */
export function AgreementBox({
  field,
  errorId,
  children,
}: {
  field: 'termsAccepted' | 'trialTermsAccepted';
  errorId: string;
  children: ReactNode;
}) {
  const accepted = useIntakeStore((s) => s.data[field]);
  const error = useIntakeStore((s) => s.errors[field]);
  const update = useIntakeStore((s) => s.update);
  return (
    <Box {...fieldMark(field)} borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="lg" p="4" bg="bg.subtle">
      <Checkbox.Root
        checked={accepted}
        onCheckedChange={(d) => update({ [field]: d.checked === true })}
        colorPalette="teal"
        invalid={!!error}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      <InlineError id={errorId}>{error}</InlineError>
    </Box>
  );
}
