import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxW="lg" py="20">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
