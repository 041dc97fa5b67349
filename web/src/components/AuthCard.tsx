import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Card, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { IconBadge } from './IconBadge.tsx';

interface Props {
  title: string;
  description?: ReactNode;
  /** Shown under the card: links to the neighbouring sign-in pages. */
  footer?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Moves focus to the title when the card replaces a form (e.g. a "check your email" panel). */
  focusTitle?: boolean;
}

/** The centred card shared by the sign-in pages: one h1, a short description, the form. */
export function AuthCard({ title, description, footer, icon, children, focusTitle = false }: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Container maxW="md" px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Card.Root variant="elevated" size={{ base: 'md', md: 'lg' }}>
        <Card.Body gap="6">
          <VStack gap="2" textAlign="center">
            {icon && (
              <IconBadge size="12" fontSize="xl" mb="1">
                {icon}
              </IconBadge>
            )}
            <Heading as="h1" size="2xl" ref={titleRef} tabIndex={focusTitle ? -1 : undefined} outline="none">
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </VStack>
          {children}
        </Card.Body>
      </Card.Root>
      {footer && (
        <Box mt="6" textAlign="center" color="fg.muted" fontSize="sm">
          {footer}
        </Box>
      )}
    </Container>
  );
}
