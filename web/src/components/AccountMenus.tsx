import { useEffect, useState } from 'react';
import { Badge, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LuChevronDown, LuCrown } from 'react-icons/lu';
import type { TUser } from '@coach/contract';
import { isCoach, useAuth } from '../features/auth/store.ts';
import { followUnreadInTitle } from '../features/chat/unreadTitle.ts';
import { useChat } from '../features/chat/store.ts';
import { useRooms } from '../features/rooms/queries.ts';
import { COACH_BILLING_SOON, COACH_SUBSCRIPTION_TITLE } from '../features/subscription/texts.ts';
import { ClientNav } from './ClientNav.tsx';
import { NoticeDialog } from './NoticeDialog.tsx';
import { UserAvatar } from './UserAvatar.tsx';

/** Coach Tools: only entries whose pages exist; Billing is announced as coming soon (docs/web-app.md#navigation). */
const COACH_TOOLS: { label: string; to?: string }[] = [
  { label: 'Dashboard', to: '/coach-dashboard' },
  { label: 'Manage Invites', to: '/coach/invites' },
  { label: 'Manage Sessions', to: '/coach/sessions' },
  { label: 'Add a Session', to: '/coach/sessions?new=1' },
  { label: 'Update Profile', to: '/account#professional' },
  { label: 'Billing & Payments' },
];

/**
 * The signed-in user's menus in the top navigation: Coach Tools for a coach, and the account menu.
 * TopNav loads this module only for a signed-in user, so signed-out pages do not carry Chakra's menu.
 */
export default function AccountMenus({ user }: { user: TUser }) {
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  const coach = isCoach(user);
  // Signed in, the window title counts the unread messages of every room, on every page: the
  // rooms list gives the count a page opens with (and is read again on each socket connect, for
  // a message sent before the socket joined the rooms); pushes move it from there.
  useEffect(() => followUnreadInTitle(), []);
  const rooms = useRooms(user.id);
  useEffect(() => {
    if (rooms.data) useChat.getState().seedRooms(rooms.data);
  }, [rooms.data]);

  return (
    <>
      {!coach && <ClientNav />}
      {coach && (
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
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Account menu for ${user.firstName} ${user.lastName}`} px="1.5">
            <UserAvatar size="xs" name={`${user.firstName} ${user.lastName}`} src={user.avatarUrl} data-testid="nav-avatar" />
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
              {/* Clients manage their subscription; for coaches it is still under development (docs/web-app.md#navigation). */}
              <Menu.Item value="subscription" onClick={() => (coach ? setSubscriptionOpen(true) : navigate('/subscription'))}>
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
      <NoticeDialog open={subscriptionOpen} onClose={() => setSubscriptionOpen(false)} title={COACH_SUBSCRIPTION_TITLE}>
        {COACH_BILLING_SOON}
      </NoticeDialog>
      <NoticeDialog open={billingOpen} onClose={() => setBillingOpen(false)} title="Billing & Payments">
        {COACH_BILLING_SOON}
      </NoticeDialog>
    </>
  );
}
