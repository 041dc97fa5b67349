import type { ReactNode } from 'react';
import { Card, Stack, Text } from '@chakra-ui/react';

interface Props<T> {
  items: T[];
  /** The list's accessible name ('Invitations', 'Sessions'). */
  label: string;
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  keyOf: (item: T) => string;
  /** One item's card body. */
  children: (item: T) => ReactNode;
}

/** What a table shows on a wide screen, as cards on a narrow one: one outlined card an item. */
export function CardList<T>({ items, label, empty, keyOf, children }: Props<T>) {
  if (items.length === 0) {
    return (
      <Text textAlign="center" py="10" color="fg.muted" borderWidth="1px" rounded="l2">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" role="list" gap="3" aria-label={label}>
      {items.map((item) => (
        <Card.Root as="li" key={keyOf(item)} size="sm" variant="outline">
          <Card.Body gap="3">{children(item)}</Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
