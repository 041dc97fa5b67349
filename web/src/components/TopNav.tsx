import { lazy, Suspense, type ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homePath, useAuth } from '../features/auth/store.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { routeTitle, usePageTitle } from './usePageTitle.ts';
import { IconBadge } from './IconBadge.tsx';

/** Only a signed-in user has these menus: signed-out pages load without Chakra's menu. */
const AccountMenus = lazy(() => import('./AccountMenus.tsx'));

/** The logo leads home: the landing page signed out, the user's own home signed in (the route guard sends the unverified on). */
export function Brand() {
  const user = useAuth((s) => (s.status === 'authenticated' ? s.user : null));
  return (
    <HStack gap="2" asChild>
      <RouterLink to={user ? homePath(user, false) : '/'} aria-label="Coaching Platform home">
        <IconBadge as="span" size="7" bg="teal.700" color="white" fontWeight="bold">
          C
        </IconBadge>
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

/**
 * The first stop of the Tab key on every page (WCAG 2.4.1): hidden until focused, it moves the
 * focus to the main landmark, past the navigation.
 */
function SkipLink() {
  return (
    <chakra.a
      href="#main"
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      fontWeight="semibold"
      borderWidth="2px"
      borderColor="teal.solid"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', boxShadow: 'lg' }}
      onClick={(e) => {
        const main = document.getElementById('main');
        if (!main) return;
        e.preventDefault();
        // Focusable by script only, so the next Tab goes on from the main landmark.
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to main content
    </chakra.a>
  );
}

/** The top navigation of every page: brand and beta badge, theme toggle, and the menus of a signed-in user. */
export function TopNav({ actions }: { actions?: ReactNode }) {
  const { user, status } = useAuth();
  const { pathname } = useLocation();
  // Every page has this bar: each names itself in the title here, from the route table.
  usePageTitle(routeTitle(pathname));

  return (
    <>
      <SkipLink />
      <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
        <Flex
          as="nav"
          aria-label="Main"
          maxW="7xl"
          mx="auto"
          px={{ base: '3', md: '6' }}
          h="14"
          align="center"
          justify="space-between"
          gap="2"
        >
          <Brand />
          <HStack gap={{ base: '1', md: '2' }}>
            {actions}
            <ThemeToggle />
            {status === 'authenticated' && user ? (
              <Suspense fallback={null}>
                <AccountMenus user={user} />
              </Suspense>
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
      </Box>
    </>
  );
}
