import { Alert, Button, SimpleGrid, Skeleton } from '@chakra-ui/react';

/** Placeholder while an option list loads, or an error with a retry when it could not. */
export function LookupStatus({ loading, onRetry, label }: { loading: boolean; onRetry: () => void; label: string }) {
  if (loading) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" aria-busy="true" aria-label={`Loading ${label}`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="16" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load the {label}.</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
        Retry
      </Button>
    </Alert.Root>
  );
}
