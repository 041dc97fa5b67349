import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuLayoutDashboard } from 'react-icons/lu';
import type { TUser } from '@coach/contract';
import { homePath } from '../auth/store.ts';
import { GUARD_TEXT } from './guard-texts.ts';
import { IconBadge } from '../../components/IconBadge.tsx';

/** Anyone who is not a signed-in coach: what this page is, and the way on from here. */
export default function CoachFeaturesSoon({ user, from }: { user: TUser | null; from: string }) {
  return (
    <Container maxW="lg" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
      <Card.Root textAlign="center">
        <Card.Body>
          <Stack gap="4" align="center">
            <IconBadge size="12" fontSize="xl">
              <LuLayoutDashboard />
            </IconBadge>
            <Heading as="h1" size="xl">
              {GUARD_TEXT.SOON}
            </Heading>
            <Text color="fg.muted">{user ? GUARD_TEXT.NOT_COACH : GUARD_TEXT.SIGNED_OUT}</Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              {user ? (
                <Button asChild colorPalette="teal">
                  <RouterLink to={homePath(user, false)}>Go to Coaching</RouterLink>
                </Button>
              ) : (
                <>
                  <Button asChild colorPalette="teal">
                    <RouterLink to="/login" state={{ from }}>
                      Sign In
                    </RouterLink>
                  </Button>
                  <Button asChild variant="outline">
                    <RouterLink to="/">Back to home</RouterLink>
                  </Button>
                </>
              )}
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
