import { useState, type ComponentType } from 'react';
import { Badge, Box, Button, Center, EmptyState, Flex, HStack, Text } from '@chakra-ui/react';
import { LuPinOff, LuUsers } from 'react-icons/lu';
import type { TVideoJoinData } from '@coach/contract';
import { MediaState, RoleBadge } from './ParticipantsPanel.tsx';
import { otherParty, type RoomPerson } from './participants.ts';

/** How a person's picture is drawn: their video with LiveKit, their initials without. */
export type PersonVideo = ComponentType<{ person: RoomPerson; fit?: 'cover' | 'contain' }>;

/**
 * Who is pinned: the user's choice, else (before any choice, or after the chosen person left) the
 * other party of the session once they are in the room. Unpin empties the view until the next pick.
 */
export function usePinned(people: RoomPerson[], join: TVideoJoinData) {
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  const present = (id: string | null | undefined) => !!id && people.some((p) => p.identity === id);
  const pinned = choice === null ? null : present(choice) ? choice! : otherParty(people, join);
  return { pinned, pin: (identity: string) => setChoice(identity), unpin: () => setChoice(null) };
}

function NameLine({ person }: { person: RoomPerson }) {
  return (
    <HStack gap="2" bg="blackAlpha.700" color="white" px="2" py="1" rounded="md" maxW="full">
      <Text fontSize="sm" fontWeight="medium" truncate>
        {person.name}
        {person.isLocal && ' (You)'}
      </Text>
      <RoleBadge role={person.role} />
      <MediaState person={person} color="white" />
    </HStack>
  );
}

interface Props {
  people: RoomPerson[];
  pinned: string | null;
  onPin: (identity: string) => void;
  onUnpin: () => void;
  Video: PersonVideo;
}

/**
 * The main view (docs/video-room.md#room-layout). The pinned participant large (LIVE badge, Unpin,
 * name, role, microphone and camera), the others in small tiles below (a click pins them); 'No
 * participant pinned' else.
 */
export function PinnedView({ people, pinned, onPin, onUnpin, Video }: Props) {
  const main = people.find((p) => p.identity === pinned) ?? null;
  const others = people.filter((p) => p.identity !== main?.identity);
  return (
    <Flex direction="column" h="full" minH="0" gap="2" p="2" bg="gray.900">
      <Box position="relative" flex="1" minH="0" rounded="lg" overflow="hidden" bg="gray.800">
        {main ? (
          <>
            <Video person={main} fit="contain" />
            <HStack position="absolute" top="2" left="2" right="2" justify="space-between" align="flex-start">
              <Badge colorPalette="red" variant="solid">
                LIVE
              </Badge>
              <Button size="xs" variant="solid" colorPalette="gray" onClick={onUnpin}>
                <LuPinOff aria-hidden /> Unpin
              </Button>
            </HStack>
            <Box position="absolute" bottom="2" left="2" maxW="calc(100% - 1rem)">
              <NameLine person={main} />
            </Box>
          </>
        ) : (
          <Center h="full" color="white">
            <EmptyState.Root>
              <EmptyState.Content>
                <EmptyState.Indicator color="gray.300">
                  <LuUsers />
                </EmptyState.Indicator>
                <EmptyState.Title color="white">No participant pinned</EmptyState.Title>
                <EmptyState.Description color="gray.300">Choose someone in the participants list to see them here.</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          </Center>
        )}
      </Box>
      {others.length > 0 && (
        <HStack as="ul" listStyleType="none" gap="2" overflowX="auto" flexShrink={0} aria-label="Other participants">
          {others.map((person) => (
            <Box as="li" key={person.identity} flexShrink={0}>
              <Button
                variant="plain"
                p="0"
                w={{ base: '28', md: '40' }}
                h={{ base: '20', md: '24' }}
                position="relative"
                rounded="md"
                overflow="hidden"
                bg="gray.800"
                onClick={() => onPin(person.identity)}
                aria-label={`Show ${person.name} in the main view`}
              >
                <Video person={person} />
                <Text
                  position="absolute"
                  bottom="1"
                  left="1"
                  fontSize="xs"
                  color="white"
                  bg="blackAlpha.700"
                  px="1"
                  rounded="sm"
                  truncate
                  maxW="90%"
                >
                  {person.name}
                  {person.isLocal && ' (You)'}
                </Text>
              </Button>
            </Box>
          ))}
        </HStack>
      )}
    </Flex>
  );
}
