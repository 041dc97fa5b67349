import { useState, type FormEvent } from 'react';
import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TBookingRules } from '@coach/contract';
import { SelectField } from '../../components/FormFields.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { RULE_FIELDS, withValue } from './ruleLabels.ts';
import { AVAILABILITY_TEXT } from './texts.ts';
import { useAvailabilityActions, useBookingRules } from './useAvailability.ts';

/** Beyond the spec: how far ahead clients must book, the gap kept between sessions, how late they may change one. */
export function BookingRulesCard() {
  const rules = useBookingRules();
  return (
    <Card.Root size={{ base: 'sm', md: 'md' }} as="section" aria-labelledby="booking-rules-title">
      <Card.Header>
        <Heading as="h3" size="md" id="booking-rules-title">
          Booking rules
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Clients can book only the times these rules leave open.
        </Text>
      </Card.Header>
      <Card.Body>
        {rules.isPending ? (
          <Skeleton height="20" />
        ) : rules.isError ? (
          <RetryAlert onRetry={() => void rules.refetch()} retrying={rules.isFetching}>
            {AVAILABILITY_TEXT.RULES_LOAD_FAILED}
          </RetryAlert>
        ) : (
          // Keyed on the saved rules, so a change from another tab resets the form to them.
          <RulesForm key={JSON.stringify(rules.data)} saved={rules.data} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RulesForm({ saved }: { saved: TBookingRules }) {
  const [values, setValues] = useState(saved);
  const { saveRules } = useAvailabilityActions();
  const changed = RULE_FIELDS.some((f) => values[f.key] !== saved[f.key]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed) saveRules.mutate(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {RULE_FIELDS.map((f) => (
            <SelectField
              key={f.key}
              label={f.label}
              name={f.key}
              value={String(values[f.key])}
              onChange={(v) => setValues((s) => ({ ...s, [f.key]: Number(v) }))}
            >
              {withValue(f.options, values[f.key]).map((n) => (
                <option key={n} value={n}>
                  {f.text(n)}
                </option>
              ))}
            </SelectField>
          ))}
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="teal" disabled={!changed} loading={saveRules.isPending}>
            Save rules
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
