import type { ReactNode } from 'react';
import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { TopNav } from './TopNav.tsx';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" py="6" mt="auto">
      <Container maxW="7xl">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm">
            © 2026 Coaching Platform · Open source
          </Text>
          <Link asChild fontSize="sm" color="teal.fg">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>
        </HStack>
      </Container>
    </Box>
  );
}

/** Page frame: top navigation, a main landmark, the footer. */
export function Layout({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <TopNav actions={actions} />
      <Box as="main" flex="1" id="main">
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Flex>
  );
}
