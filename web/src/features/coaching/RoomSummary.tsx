import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { TRoom, TRoomUser } from '@coach/contract';
import { UserAvatar } from '../../components/UserAvatar.tsx';

const fullName = (u: TRoomUser) => `${u.firstName} ${u.lastName}`.trim();

/** Who is in the room: the client, their human coach when they have one, and the AI coach. */
export function RoomSummary({ room, viewerId }: { room: TRoom; viewerId: string }) {
  const people = [
    { user: room.client, role: 'Client' },
    ...(room.humanCoach ? [{ user: room.humanCoach, role: 'Coach' }] : []),
    ...(room.aiCoach ? [{ user: room.aiCoach, role: 'AI coach, around the clock' }] : []),
  ];
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{room.name}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none">
          {people.map(({ user, role }) => (
            <HStack as="li" key={user.id} gap="3">
              <UserAvatar size="sm" colorPalette={role === 'Client' ? 'purple' : 'teal'} name={fullName(user)} src={user.avatarUrl} />
              <Stack gap="0">
                <Text fontWeight="medium">
                  {fullName(user)} {user.id === viewerId && <Badge size="sm">You</Badge>}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {role}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
