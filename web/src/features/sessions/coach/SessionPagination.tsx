import { Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { SESSION_PAGE_SIZES } from '@coach/contract';
import { optionsOf } from '../../../components/FormFields.tsx';

/** 'Showing a to b of n sessions' of a page, and how many pages there are (at least one). */
export function pageWindow(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return { pages, showing: `Showing ${first} to ${last} of ${total} sessions` };
}

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Pagination: page sizes 10/25/50/100, Previous, Next, 'Page X of Y', 'Showing a to b of n sessions'. */
export function SessionPagination({ page, pageSize, total, onPage, onPageSize }: Props) {
  const { pages, showing } = pageWindow(page, pageSize, total);
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {showing}
      </Text>
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field aria-label="Rows per page" value={String(pageSize)} onChange={(e) => onPageSize(Number(e.target.value))}>
            {optionsOf(SESSION_PAGE_SIZES, (n) => `${n} per page`)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <Text fontSize="sm" whiteSpace="nowrap">
          Page {page} of {pages}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
