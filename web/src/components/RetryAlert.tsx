import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  /** Read out when it appears (a page whose whole content failed). */
  announce?: boolean;
  /** How many retries were made so far; the button shows it ('Retry (2)'), as the chat's does. */
  retries?: number;
  /** Alert.Title by default; a line inside a larger card reads better as a description. */
  asDescription?: boolean;
}

/** A failed load, with a Retry button beside its text. */
export function RetryAlert({ children, onRetry, retrying, announce, retries = 0, asDescription }: Props) {
  const Text = asDescription ? Alert.Description : Alert.Title;
  return (
    <Alert.Root status="error" alignItems="center" role={announce ? 'alert' : undefined}>
      <Alert.Indicator />
      <Text flex="1">{children}</Text>
      <Button
        size="sm"
        variant="outline"
        loading={retrying}
        aria-label={retries > 0 ? `Retry (tried ${retries} ${retries === 1 ? 'time' : 'times'})` : undefined}
        onClick={onRetry}
      >
        {retries > 0 ? `Retry (${retries})` : 'Retry'}
      </Button>
    </Alert.Root>
  );
}
