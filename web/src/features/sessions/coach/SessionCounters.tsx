import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { TSessionCounts } from '@coach/contract';

const TILES: { label: string; key: keyof TSessionCounts; color: string }[] = [
  { label: 'Total', key: 'total', color: 'teal.fg' },
  { label: 'Upcoming', key: 'upcoming', color: 'blue.fg' },
  { label: 'Completed', key: 'completed', color: 'green.fg' },
  { label: 'Cancelled', key: 'cancelled', color: 'fg.muted' },
];

/**
 * The header's counters (docs/sessions-and-availability.md#session-table-and-csv), over every session of the coach whatever the filters.
 */
export function SessionCounters({ counts }: { counts: TSessionCounts }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {TILES.map((t) => (
        <Box key={t.key} borderWidth="1px" rounded="l3" px="4" py={{ base: '3', md: '4' }} bg="bg">
          <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
            {t.label}
          </Text>
          <Text
            as="dd"
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color={t.color}
            lineHeight="1"
            mt="1"
            data-testid={`count-${t.key}`}
          >
            {counts[t.key]}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
