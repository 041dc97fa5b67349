import { Center, Spinner, Text } from '@chakra-ui/react';

/** A section's content while it loads, announced as a status (the page around it stays usable). */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Center py="10" role="status" aria-live="polite" gap="3">
      <Spinner color="teal.solid" />
      <Text color="fg.muted">{label}</Text>
    </Center>
  );
}
