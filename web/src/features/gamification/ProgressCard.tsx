import { useEffect, useState } from 'react';
import { Badge, Box, Button, Card, HStack, Image, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { GOAL_ERR, type TBadge, type TUserBadge } from '@coach/contract';
import { AppDialog } from '../../components/AppDialog.tsx';
import { announceBadges } from './badgeToasts.ts';
import { useProgress } from './store.ts';

const RARITY_COLOUR: Record<string, string> = { common: 'gray', rare: 'blue', epic: 'purple', legendary: 'orange' };
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const EMPTY: TUserBadge[] = [];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" align="center" textAlign="center" role="group" aria-label={label}>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

function BadgeTile({ badge, earned }: { badge: TBadge; earned?: TUserBadge }) {
  return (
    <HStack as="li" gap="3" align="flex-start" p="3" borderWidth="1px" borderStyle={earned ? 'solid' : 'dashed'} rounded="md" bg="bg.panel">
      <Image src={badge.imageUrl} alt="" boxSize="12" flexShrink={0} filter={earned ? undefined : 'grayscale(1)'} />
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{badge.title}</Text>
          <Badge size="sm" colorPalette={RARITY_COLOUR[badge.rarity]}>
            {badge.rarity}
          </Badge>
        </HStack>
        <Text fontSize="sm">{badge.description}</Text>
        <Text fontSize="xs" color="fg.muted">
          {badge.criteria}
        </Text>
        <Text fontSize="xs" color={earned ? { base: 'green.700', _dark: 'green.300' } : 'fg.muted'}>
          {earned ? `Earned ${dateFormat.format(new Date(earned.earnedAt))}` : 'Not earned yet'}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The room's badge collection: what was earned first, then what is still to earn. */
function BadgeCollectionDialog({ open, onClose, roomId }: { open: boolean; onClose: () => void; roomId: string }) {
  const earned = useProgress((s) => s.badges[roomId] ?? EMPTY);
  const catalogue = useProgress((s) => s.catalogue);
  useEffect(() => {
    if (open) void useProgress.getState().loadCatalogue();
  }, [open]);
  const byCode = new Map(earned.map((b) => [b.badge.badgeCode, b]));
  const toEarn = (catalogue ?? []).filter((b) => !byCode.has(b.badgeCode));
  return (
    <AppDialog
      fresh
      open={open}
      onClose={onClose}
      wideSize="lg"
      scrollInside
      title="Badge collection"
      subtitle={
        catalogue && (
          <Text fontSize="sm" color="fg.muted">
            {earned.length} of {catalogue.length} earned in this room
          </Text>
        )
      }
      // Focusable, so the list can be scrolled from the keyboard.
      bodyProps={{ tabIndex: 0 }}
    >
      <Stack gap="4">
        {earned.length === 0 ? (
          <Text color="fg.muted">{GOAL_ERR.NO_BADGES}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Earned badges">
            {earned.map((b) => (
              <BadgeTile key={b.id} badge={b.badge} earned={b} />
            ))}
          </Stack>
        )}
        {toEarn.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="semibold">Still to earn</Text>
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Badges still to earn">
              {toEarn.map((b) => (
                <BadgeTile key={b.badgeCode} badge={b} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}

/** docs/goals-and-progress.md#badges: the room client's streak, completed goals, badges and weekly momentum, pushed live. */
export function ProgressCard({ roomId, clientId, viewerId }: { roomId: string; clientId: string; viewerId: string }) {
  const stats = useProgress((s) => s.stats[roomId]);
  const status = useProgress((s) => s.status[roomId]);
  const badges = useProgress((s) => s.badges[roomId] ?? EMPTY);
  const [open, setOpen] = useState(false);

  // Badges earned while the client was away are announced once when they come back (only to them).
  useEffect(() => {
    if (viewerId === clientId) announceBadges(badges);
  }, [badges, viewerId, clientId]);

  useEffect(() => {
    void useProgress.getState().load(roomId, clientId);
  }, [roomId, clientId]);

  return (
    <Card.Root as="section" aria-labelledby="progress-heading">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" id="progress-heading">
            Progress
          </Card.Title>
          <Button size="sm" variant="ghost" colorPalette="teal" onClick={() => setOpen(true)} disabled={!stats}>
            View badges
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {status === 'error' && !stats ? (
          <Stack gap="2">
            <Text color={{ base: 'red.700', _dark: 'red.300' }}>{GOAL_ERR.PROGRESS_CARD_FAILED}</Text>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void useProgress.getState().load(roomId, clientId)}>
              Retry
            </Button>
          </Stack>
        ) : !stats ? (
          <HStack color="fg.muted" gap="2">
            <Spinner size="sm" /> <Text>Loading progress...</Text>
          </HStack>
        ) : (
          <Box
            as="button"
            onClick={() => setOpen(true)}
            textAlign="left"
            w="full"
            rounded="md"
            aria-label="Open the badge collection"
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid' }}
          >
            <Stack gap="4">
              <SimpleGrid columns={3} gap="2">
                <Figure label="Day Streak" value={stats.dayStreak} />
                <Figure label="Goals Completed" value={stats.goalsCompleted} />
                <Figure label="Badges Earned" value={stats.badgeCount} />
              </SimpleGrid>
              <Stack gap="1">
                <HStack justify="space-between" fontSize="sm">
                  <Text fontWeight="medium">Weekly Momentum</Text>
                  <Text color="fg.muted">{stats.weeklyMomentum}%</Text>
                </HStack>
                <Progress.Root value={stats.weeklyMomentum} colorPalette="teal" aria-label={`Weekly momentum ${stats.weeklyMomentum}%`}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            </Stack>
          </Box>
        )}
      </Card.Body>
      <BadgeCollectionDialog open={open} onClose={() => setOpen(false)} roomId={roomId} />
    </Card.Root>
  );
}
