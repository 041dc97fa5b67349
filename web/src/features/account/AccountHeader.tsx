import { Avatar, Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import type { TUser } from '@coach/contract';
import { isCoach } from '../auth/store.ts';

/** Spec §2 Account management: title, a back button to the user's home, and the avatar. */
export function AccountHeader({ user }: { user: TUser }) {
  const coach = isCoach(user);
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="4xl" py={{ base: '3', md: '5' }}>
        <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to={coach ? '/coach-dashboard' : '/coaching'}>
              <LuArrowLeft /> {coach ? 'Back to Dashboard' : 'Back to Coaching'}
            </RouterLink>
          </Button>
          <Flex align="center" gap="3" flex="1" minW="max-content" justify="space-between">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} textAlign={{ md: 'center' }} flex="1">
              Account Management
            </Heading>
            <Flex align="center" gap="2">
              <Text display={{ base: 'none', md: 'block' }} color="fg.muted" fontSize="sm">
                {user.preferredName || user.firstName}
              </Text>
              <Avatar.Root size={{ base: 'sm', md: 'md' }} colorPalette="teal" role="img" aria-label={name}>
                <Avatar.Fallback name={name} />
              </Avatar.Root>
            </Flex>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
