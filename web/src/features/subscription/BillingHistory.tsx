import { Badge, Heading, Icon, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import type { TBillingHistoryItem } from '@coach/contract';
import { formatAmount, formatBillingDate } from './format.ts';
import { NO_INVOICES } from './texts.ts';

function InvoiceLink({ item, date }: { item: TBillingHistoryItem; date: string }) {
  // Test-mode invoices and failed payments have no document: say so rather than leave a blank cell.
  if (!item.pdfUrl) {
    return (
      <Text as="span" color="fg.muted">
        None
      </Text>
    );
  }
  return (
    <Link
      href={item.pdfUrl}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="teal"
      whiteSpace="nowrap"
      aria-label={`View invoice from ${date} (opens in a new tab)`}
    >
      View invoice
      <Icon size="xs" aria-hidden>
        <LuExternalLink />
      </Icon>
    </Link>
  );
}

/**
 * The user's invoices (docs/intake-and-billing.md#subscription-page), newest first as the server
 * sends them; amounts as charged, in the user's number format.
 */
export function BillingHistory({ items }: { items: TBillingHistoryItem[] }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="billing-history-heading">
      <Heading as="h2" size="lg" id="billing-history-heading">
        Billing history
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{NO_INVOICES}</Text>
      ) : (
        // On a phone the table scrolls sideways inside its own box, not the page.
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm" aria-labelledby="billing-history-heading">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Invoice</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => {
                const date = formatBillingDate(item.date);
                return (
                  <Table.Row key={item.id}>
                    <Table.Cell whiteSpace="nowrap">{date}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" textAlign="end">
                      {formatAmount(item.amount, item.currency)}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={item.status === 'paid' ? 'green' : 'red'}>{item.status === 'paid' ? 'Paid' : 'Failed'}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <InvoiceLink item={item} date={date} />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
