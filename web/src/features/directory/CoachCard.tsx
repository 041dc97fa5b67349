import { Avatar, Badge, Button, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { TDirectoryCoach } from '@coach/contract';
import { fullName, rateText } from './format.ts';
import { zoneLabel } from '../../lib/profile-options.ts';

interface Props {
  coach: TDirectoryCoach;
  /** Why the request button is off (an open request already), or null when it may be pressed. */
  blockedReason: string | null;
  onRequest: (coach: TDirectoryCoach) => void;
}

/** One coach of the directory: photo or initials, name, headline, specializations, languages, time zone and rate. */
export function CoachCard({ coach, blockedReason, onRequest }: Props) {
  const name = fullName(coach);
  const rate = rateText(coach);
  return (
    <Card.Root as="li" data-testid="directory-coach">
      <Card.Body gap="3">
        <HStack gap="3" align="flex-start">
          <Avatar.Root colorPalette="teal" size="lg">
            {coach.photoUrl && <Avatar.Image src={coach.photoUrl} alt="" />}
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="md">
              {name}
            </Heading>
            {coach.headline && <Text color="fg.muted">{coach.headline}</Text>}
          </Stack>
        </HStack>
        {coach.specializations.length > 0 && (
          <Wrap as="ul" listStyleType="none" gap="2" aria-label="Specializations">
            {coach.specializations.map((s) => (
              <Badge as="li" key={s.key} colorPalette="teal" variant="subtle">
                {s.displayName}
              </Badge>
            ))}
          </Wrap>
        )}
        <Stack gap="1" fontSize="sm">
          {coach.languages.length > 0 && <Text>Languages: {coach.languages.join(', ')}</Text>}
          {coach.timeZone && <Text>Time zone: {zoneLabel(coach.timeZone)}</Text>}
          {rate && <Text fontWeight="semibold">{rate}</Text>}
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="1">
        <Button
          colorPalette="teal"
          onClick={() => onRequest(coach)}
          disabled={!!blockedReason}
          aria-label={`Request ${name} as your coach`}
        >
          Request this coach
        </Button>
        {blockedReason && (
          <Text fontSize="xs" color="fg.muted">
            {blockedReason}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
