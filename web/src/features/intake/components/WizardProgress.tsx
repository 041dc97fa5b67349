import { HStack, Progress, Text } from '@chakra-ui/react';

/** 'Step X of N' with the percent complete and a bar (docs/intake-and-billing.md#intake-wizard). */
export function WizardProgress({ number, total, percent }: { number: number; total: number; percent: number }) {
  return (
    <Progress.Root value={percent} size="sm" colorPalette="teal" aria-label={`Step ${number} of ${total}`}>
      <HStack justify="space-between" mb="2" fontSize="sm">
        <Text fontWeight="medium">
          Step {number} of {total}
        </Text>
        <Text color="fg.muted">{percent}% complete</Text>
      </HStack>
      <Progress.Track rounded="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
