import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="teal.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
