import { Button, Field, Flex, HStack, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { LuDownload, LuSearch } from 'react-icons/lu';
import { SESSION_ERR, SESSION_FILTER_LABEL, SESSION_FILTERS, type SessionFilter } from '@coach/contract';
import type { TableState } from './useSessionTable.ts';

const FILTER_ORDER: SessionFilter[] = ['all', 'upcoming', 'completed', 'cancelled', 'no-show'];

function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (v: string) => void;
}) {
  // Clear sits beside the label, so two date fields fit side by side at 375 px.
  return (
    <Field.Root flex={{ base: '1 1 0', sm: '0 0 11rem' }} minW="0">
      <HStack justify="space-between" w="full" gap="1" h="5">
        <Field.Label>{label}</Field.Label>
        <Button size="2xs" variant="ghost" onClick={() => onChange('')} disabled={!value} aria-label={`Clear ${label} date`}>
          Clear
        </Button>
      </HStack>
      <Input type="date" size="sm" value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

interface Props {
  state: TableState;
  update: (patch: Partial<TableState>) => void;
  canExport: boolean;
  exporting: boolean;
  onExport: () => void;
}

/**
 * docs/sessions-and-availability.md#session-table-and-csv: search, status filter (default upcoming), From and To each with Clear, and
 * Export CSV.
 */
export function SessionFilters({ state, update, canExport, exporting, onExport }: Props) {
  const exportButton = (
    <Button
      size="sm"
      variant="outline"
      colorPalette="teal"
      onClick={onExport}
      disabled={!canExport}
      loading={exporting}
      loadingText="Exporting..."
    >
      <LuDownload aria-hidden /> Export CSV
    </Button>
  );
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1 1 18rem">
          <Field.Label>Search</Field.Label>
          <InputGroup startElement={<LuSearch />}>
            <Input
              type="search"
              size="sm"
              placeholder={SESSION_ERR.SEARCH_PLACEHOLDER}
              value={state.search}
              maxLength={200}
              onChange={(e) => update({ search: e.target.value })}
            />
          </InputGroup>
        </Field.Root>
        {exportButton}
      </Flex>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={state.status} onChange={(e) => update({ status: e.target.value as SessionFilter })}>
              {FILTER_ORDER.filter((f) => SESSION_FILTERS.includes(f)).map((f) => (
                <option key={f} value={f}>
                  {SESSION_FILTER_LABEL[f]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Flex gap="3" w={{ base: 'full', sm: 'auto' }}>
          <DateFilter label="From" value={state.from} max={state.to || undefined} onChange={(from) => update({ from })} />
          <DateFilter label="To" value={state.to} min={state.from || undefined} onChange={(to) => update({ to })} />
        </Flex>
      </Flex>
    </Stack>
  );
}
