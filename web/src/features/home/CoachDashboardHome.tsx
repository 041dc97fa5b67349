import { Container, Heading } from '@chakra-ui/react';
import { useAuth } from '../auth/store.ts';

/** The coach's home; the dashboard tabs arrive with the onboarding issue. */
export default function CoachDashboardHome() {
  const user = useAuth((s) => s.user);
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl">
        Welcome back, {user?.firstName || 'Coach'}
      </Heading>
    </Container>
  );
}
