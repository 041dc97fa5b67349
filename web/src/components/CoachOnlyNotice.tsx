import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { homePath, useAuth } from '../features/auth/store.ts';

/** What a coach's page shows anyone else who opens its address: the page's name and a way home. */
export function CoachOnlyNotice({ title }: { title: string }) {
  const { user, requiresEmailVerification } = useAuth();
  return (
    <Container maxW="md" py="16" textAlign="center">
      <Heading as="h1" size="xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        This page is for coaches.
      </Text>
      <Button asChild colorPalette="teal">
        <RouterLink to={user ? homePath(user, requiresEmailVerification) : '/'}>Go to home</RouterLink>
      </Button>
    </Container>
  );
}
