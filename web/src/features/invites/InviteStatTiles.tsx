import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import type { InviteStats, InviteTab } from './derive.ts';

const TILES: { label: string; tab: InviteTab; count: (s: InviteStats) => number; color: string }[] = [
  { label: 'Total Sent', tab: 'all', count: (s) => s.total, color: 'teal.fg' },
  { label: 'Pending', tab: 'pending', count: (s) => s.pending, color: 'orange.fg' },
  { label: 'Accepted', tab: 'accepted', count: (s) => s.accepted, color: 'green.fg' },
  { label: 'Expired', tab: 'expired', count: (s) => s.expired, color: 'red.fg' },
];

/** The stat tiles (docs/coach-workspace.md#invites) double as filters; the pressed one is the current tab. */
export function InviteStatTiles({ stats, tab, onSelect }: { stats: InviteStats; tab: InviteTab; onSelect: (tab: InviteTab) => void }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {TILES.map((t) => {
        const pressed = tab === t.tab;
        return (
          <Button
            key={t.label}
            aria-pressed={pressed}
            onClick={() => onSelect(t.tab)}
            variant="outline"
            h="auto"
            py={{ base: '3', md: '4' }}
            px="4"
            flexDirection="column"
            alignItems="flex-start"
            gap="1"
            rounded="l3"
            bg={pressed ? 'teal.subtle' : 'bg'}
            borderColor={pressed ? 'teal.solid' : 'border'}
            borderWidth={pressed ? '2px' : '1px'}
            _hover={{ bg: pressed ? 'teal.muted' : 'bg.subtle' }}
          >
            <Text as="span" fontSize="sm" color="fg.muted" fontWeight="medium">
              {t.label}
            </Text>
            <Text as="span" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color={t.color} lineHeight="1">
              {t.count(stats)}
            </Text>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
