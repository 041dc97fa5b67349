import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';

/** One labelled fact of a narrow screen's card (inside a `<dl>`): the label small above its value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}
