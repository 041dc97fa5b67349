import { useEffect, type ReactNode } from 'react';
import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { TAP_TARGET } from './tap-target.ts';
import { TopNav } from './TopNav.tsx';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" py="6" mt="auto">
      <Container maxW="7xl">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm">
            © 2026 Coaching Platform · Open source
          </Text>
          <HStack gap="4">
            <Link asChild fontSize="sm" color="teal.fg" {...TAP_TARGET}>
              <RouterLink to="/terms">Terms of Service</RouterLink>
            </Link>
            <Link asChild fontSize="sm" color="teal.fg" {...TAP_TARGET}>
              <RouterLink to="/privacy">Privacy Policy</RouterLink>
            </Link>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

/** The screens that fill the window (the chat), rather than flow as a page with a footer. */
const FILL_WINDOW = new Set(['/coaching']);

/**
 * Page frame: top navigation, a main landmark, the footer. A screen of FILL_WINDOW is exactly as
 * tall as the window (the dynamic viewport, which shrinks with a mobile keyboard), without the
 * footer: the page lays itself out in the main landmark's height and scrolls its own parts.
 */
export function Layout({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  const { pathname } = useLocation();
  const fill = FILL_WINDOW.has(pathname);
  // A link to another page opens it at its top, as a full page load would (the router keeps the
  // window's scroll position otherwise: /terms from the footer opened half-way down).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Flex direction="column" minH="100dvh" h={fill ? '100dvh' : undefined}>
      <TopNav actions={actions} />
      <Box as="main" flex="1" id="main" {...(fill ? { minH: '0', display: 'flex', flexDirection: 'column' } : {})}>
        {children ?? <Outlet />}
      </Box>
      {!fill && <Footer />}
    </Flex>
  );
}
