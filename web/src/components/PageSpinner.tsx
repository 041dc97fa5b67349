import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while a page, its chunk or its session loads; announced to screen readers as a status. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite" aria-label={label}>
      <VStack gap="3">
        <Spinner size="lg" color="teal.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
