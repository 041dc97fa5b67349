import { useState, type ReactNode } from 'react';
import { Avatar, Badge, Box, Button, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LuChevronDown, LuCrown } from 'react-icons/lu';
import { isCoach, useAuth } from '../features/auth/store.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { NoticeDialog, UnderDevelopmentDialog } from './NoticeDialog.tsx';

/** Coach Tools: only entries whose pages exist; Billing is announced as coming soon (spec §2). */
const COACH_TOOLS: { label: string; to?: string }[] = [
  { label: 'Dashboard', to: '/coach-dashboard' },
  { label: 'Manage Invites', to: '/coach/invites' },
  { label: 'Update Profile', to: '/account' },
  { label: 'Billing & Payments' },
];

export function Brand() {
  return (
    <HStack gap="2" asChild>
      <RouterLink to="/" aria-label="Coaching Platform home">
        <Box as="span" w="7" h="7" rounded="full" bg="teal.600" color="white" display="grid" placeItems="center" fontWeight="bold" aria-hidden>
          C
        </Box>
        <Text as="span" fontWeight="bold" display={{ base: 'none', sm: 'inline' }}>
          Coaching Platform
        </Text>
        <Badge colorPalette="purple" variant="subtle">
          Beta
        </Badge>
      </RouterLink>
    </HStack>
  );
}

/** The top navigation of every page: brand and beta badge, theme toggle, and the menus of a signed-in user. */
export function TopNav({ actions }: { actions?: ReactNode }) {
  const { user, status, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  const coach = isCoach(user);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex as="nav" aria-label="Main" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" justify="space-between" gap="2">
        <Brand />
        <HStack gap={{ base: '1', md: '2' }}>
          {actions}
          <ThemeToggle />
          {status === 'authenticated' && user && coach && (
            <Menu.Root>
              <Menu.Trigger asChild>
                <Button variant="ghost" size="sm">
                  Coach Tools <LuChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {COACH_TOOLS.map((t) =>
                      t.to ? (
                        <Menu.Item key={t.label} value={t.label} onClick={() => navigate(t.to!)}>
                          {t.label}
                        </Menu.Item>
                      ) : (
                        <Menu.Item key={t.label} value={t.label} onClick={() => setBillingOpen(true)}>
                          {t.label}
                          <Badge ml="auto" size="sm">
                            Coming soon
                          </Badge>
                        </Menu.Item>
                      ),
                    )}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
          {status === 'authenticated' && user ? (
            <Menu.Root>
              <Menu.Trigger asChild>
                <Button variant="ghost" size="sm" aria-label={`Account menu for ${user.firstName} ${user.lastName}`} px="1.5">
                  <Avatar.Root size="xs" colorPalette="teal">
                    <Avatar.Fallback name={`${user.firstName} ${user.lastName}`} />
                  </Avatar.Root>
                  <Text as="span" display={{ base: 'none', md: 'inline' }}>
                    {user.preferredName || user.firstName}
                  </Text>
                  {coach && (
                    <Box as="span" color="yellow.500" title="Coach" aria-label="Coach">
                      <LuCrown />
                    </Box>
                  )}
                  <LuChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="account" onClick={() => navigate('/account')}>
                      Account
                    </Menu.Item>
                    <Menu.Item value="subscription" onClick={() => setSubscriptionOpen(true)}>
                      My Subscription
                    </Menu.Item>
                    <Menu.Separator />
                    <Menu.Item
                      value="logout"
                      onClick={() => {
                        logout();
                        navigate('/login');
                      }}
                    >
                      Log out
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : (
            status !== 'loading' &&
            pathname !== '/login' && (
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to="/login">Sign In</RouterLink>
              </Button>
            )
          )}
        </HStack>
      </Flex>
      <UnderDevelopmentDialog open={subscriptionOpen} onClose={() => setSubscriptionOpen(false)} feature="Subscription management" />
      <NoticeDialog open={billingOpen} onClose={() => setBillingOpen(false)} title="Billing & Payments">
        Billing and payments for coaches are coming soon, in Q4 2025.
      </NoticeDialog>
    </Box>
  );
}
