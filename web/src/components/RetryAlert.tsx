import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  /** Read out when it appears (a page whose whole content failed). */
  announce?: boolean;
}

/** A failed load, with a Retry button beside its text. */
export function RetryAlert({ children, onRetry, retrying, announce }: Props) {
  return (
    <Alert.Root status="error" alignItems="center" role={announce ? 'alert' : undefined}>
      <Alert.Indicator />
      <Alert.Title flex="1">{children}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Alert.Root>
  );
}
