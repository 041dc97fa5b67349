import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@coach/contract';
import { isCoach, useAuth } from '../auth/store.ts';
import { UploadControl } from '../../components/UploadControl.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { accountKeys } from './api.ts';

/** docs/profiles-and-directory.md#account-page: title, a back button to the user's home, and the avatar with its upload. */
export function AccountHeader({ user }: { user: TUser }) {
  const coach = isCoach(user);
  const name = `${user.firstName} ${user.lastName}`;
  const queryClient = useQueryClient();
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="4xl" py={{ base: '3', md: '5' }}>
        <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap">
          <Button asChild variant="ghost" size="sm" ms="-2">
            <RouterLink to={coach ? '/coach-dashboard' : '/coaching'}>
              <LuArrowLeft /> {coach ? 'Back to Dashboard' : 'Back to Coaching'}
            </RouterLink>
          </Button>
          <Flex align="center" gap="3" flex="1" minW={{ base: 'full', sm: 'max-content' }} justify="space-between" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} textAlign={{ md: 'center' }} flex="1">
              Account Management
            </Heading>
            <Flex align="center" gap="3">
              <UserAvatar
                name={name}
                src={user.avatarUrl}
                size={{ base: 'md', md: 'lg' }}
                role="img"
                aria-label={name}
                data-testid="account-avatar"
              />
              <Stack gap="1">
                <Text display={{ base: 'none', md: 'block' }} color="fg.muted" fontSize="sm">
                  {user.preferredName || user.firstName}
                </Text>
                <UploadControl
                  type="avatar"
                  label="Change photo"
                  variant="outline"
                  size="xs"
                  onUploaded={(file) => {
                    // This tab follows at once; the others (and the people who see this user) by 'avatar:changed'.
                    const { user: current, setUser } = useAuth.getState();
                    if (current) setUser({ ...current, avatarUrl: file.url });
                    void queryClient.invalidateQueries({ queryKey: accountKeys.extended() });
                  }}
                />
              </Stack>
            </Flex>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
