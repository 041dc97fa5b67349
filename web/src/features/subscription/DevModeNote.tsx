import { HStack, Icon, Text } from '@chakra-ui/react';
import { LuFlaskConical } from 'react-icons/lu';
import { DEV_BILLING_NOTICE } from '@coach/contract';

/** Under dev billing (no Stripe configured), next to the buttons that would otherwise take money. */
export function DevModeNote() {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="xs">
      <Icon size="xs" aria-hidden>
        <LuFlaskConical />
      </Icon>
      <Text as="span">{DEV_BILLING_NOTICE}</Text>
    </HStack>
  );
}
