import { Box, Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LuChevronDown, LuMenu } from 'react-icons/lu';

/**
 * A client's places (booking a session stays one click away, also for a client who already has
 * sessions). Upcoming sessions opens the coaching page's sessions dialog.
 */
export const CLIENT_NAV = {
  coaching: { label: 'Coaching', to: '/coaching' },
  upcoming: { label: 'Upcoming sessions', to: '/coaching?sessions=open' },
  book: { label: 'Book a session', to: '/session-booking' },
  findCoach: { label: 'Find a coach', to: '/coach-search' },
  subscription: { label: 'Subscription', to: '/subscription' },
} as const;
const SESSIONS_LABEL = 'Sessions';

const ORDER = [CLIENT_NAV.coaching, CLIENT_NAV.upcoming, CLIENT_NAV.book, CLIENT_NAV.findCoach, CLIENT_NAV.subscription];

/** Where a link points, for aria-current: its path, without the query. */
const pathOf = (to: string) => to.split('?')[0];

function NavLink({ to, label, current }: { to: string; label: string; current: boolean }) {
  return (
    <Button asChild variant={current ? 'subtle' : 'ghost'} size="sm">
      <RouterLink to={to} aria-current={current ? 'page' : undefined}>
        {label}
      </RouterLink>
    </Button>
  );
}

type Place = { label: string; to: string };

/** A menu's places: choosing one goes there; `current` bolds the one open, `tall` makes touch-sized rows. */
function MenuPlaces({ items, tall, current }: { items: readonly Place[]; tall?: boolean; current?: (item: Place) => boolean }) {
  const navigate = useNavigate();
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minW={tall ? '13rem' : undefined}>
          {items.map((item) => (
            <Menu.Item
              key={item.to}
              value={item.to}
              minH={tall ? '10' : undefined}
              fontWeight={current?.(item) ? 'semibold' : undefined}
              onClick={() => navigate(item.to)}
            >
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}

/**
 * The signed-in client's navigation: Coaching, Sessions (upcoming, and Book a session), Find a coach
 * and Subscription as links on a wide screen; one Menu on a narrow one (375 px), where they do not fit.
 */
export function ClientNav() {
  const { pathname } = useLocation();
  const inSessions = pathname === CLIENT_NAV.book.to;
  return (
    <>
      <HStack as="ul" listStyleType="none" gap="1" display={{ base: 'none', lg: 'flex' }} aria-label="Client">
        <li>
          <NavLink {...CLIENT_NAV.coaching} current={pathname === CLIENT_NAV.coaching.to} />
        </li>
        <li>
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button variant={inSessions ? 'subtle' : 'ghost'} size="sm">
                {SESSIONS_LABEL} <LuChevronDown aria-hidden />
              </Button>
            </Menu.Trigger>
            <MenuPlaces items={[CLIENT_NAV.upcoming, CLIENT_NAV.book]} />
          </Menu.Root>
        </li>
        <li>
          <NavLink {...CLIENT_NAV.findCoach} current={pathname === CLIENT_NAV.findCoach.to} />
        </li>
        <li>
          <NavLink {...CLIENT_NAV.subscription} current={pathname === CLIENT_NAV.subscription.to} />
        </li>
      </HStack>
      <Box display={{ base: 'block', lg: 'none' }}>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm" minH="10" aria-label="Menu">
              <LuMenu aria-hidden />
            </Button>
          </Menu.Trigger>
          <MenuPlaces items={ORDER} tall current={(item) => pathOf(item.to) === pathname && item !== CLIENT_NAV.upcoming} />
        </Menu.Root>
      </Box>
    </>
  );
}
