import type { ReactNode } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';

/** A setting: title and explanation on the left, its action on the right (stacked on phones). */
export function SettingRow({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Flex gap="4" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
      <Stack gap="1">
        <Text fontWeight="medium">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {children}
        </Text>
      </Stack>
      {action}
    </Flex>
  );
}
