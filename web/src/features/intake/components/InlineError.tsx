import { Text } from '@chakra-ui/react';

/** An error line outside a Field (checkbox boxes, groups): red.700 keeps AA contrast on white. */
export function InlineError({ id, children }: { id?: string; children?: string }) {
  if (!children) return null;
  return (
    <Text id={id} color={{ base: 'red.700', _dark: 'red.300' }} fontSize="sm" mt="2">
      {children}
    </Text>
  );
}
