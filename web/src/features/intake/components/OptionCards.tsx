import type { ComponentType, ReactNode } from 'react';
import { CheckboxCard, Fieldset, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import type { TLookupItem } from '@coach/contract';
import { GroupErrorMessage } from '../../../components/ErrorMessage.tsx';
import { InlineError } from './InlineError.tsx';

interface Common {
  /** The group's id: errors focus the first option inside it. */
  id: string;
  label: ReactNode;
  helper?: ReactNode;
  items: TLookupItem[];
  error?: string;
  columns?: { base?: number; sm?: number; md?: number };
}

type Part<P = object> = ComponentType<P & { children: ReactNode }>;

/** A card's text: the option's name, and its description under it when it has one. */
function OptionText({ item, Name, Description }: { item: TLookupItem; Name: Part; Description: Part<{ color: string; opacity: number }> }) {
  return (
    <>
      <Name>{item.name}</Name>
      {item.description && (
        <Description color="fg.muted" opacity={1}>
          {item.description}
        </Description>
      )}
    </>
  );
}

/** A single choice shown as cards: a radio group labelled by its legend, arrow keys move between options. */
export function RadioCards({
  id,
  label,
  helper,
  items,
  error,
  columns,
  value,
  onChange,
}: Common & { value: string; onChange: (v: string) => void }) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [helper && helperId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <RadioCard.Root
      id={id}
      value={value || null}
      onValueChange={(d) => d.value && onChange(d.value)}
      colorPalette="teal"
      variant="surface"
      size="sm"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <RadioCard.Label fontSize="md" fontWeight="semibold" color="fg" mb="1">
        {label}
      </RadioCard.Label>
      {helper && (
        <Text id={helperId} color="fg.muted" fontSize="sm" mt="-1" mb="2">
          {helper}
        </Text>
      )}
      <SimpleGrid columns={columns ?? { base: 1, sm: 2 }} gap="3">
        {items.map((item) => (
          <RadioCard.Item key={item.id} value={item.id}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <OptionText item={item} Name={RadioCard.ItemText} Description={RadioCard.ItemDescription} />
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      <InlineError id={errorId}>{error}</InlineError>
    </RadioCard.Root>
  );
}

/** Several choices shown as cards, in a fieldset whose legend names the question. */
export function CheckboxCards({
  id,
  label,
  helper,
  items,
  error,
  columns,
  value,
  onChange,
}: Common & { value: string[]; onChange: (v: string[]) => void }) {
  const toggle = (key: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== key), key] : value.filter((v) => v !== key));
  return (
    <Fieldset.Root id={id} invalid={!!error}>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg">
        {label}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText color="fg.muted">{helper}</Fieldset.HelperText>}
      <SimpleGrid columns={columns ?? { base: 1, sm: 2 }} gap="3" mt="1">
        {items.map((item) => (
          <CheckboxCard.Root
            key={item.id}
            checked={value.includes(item.id)}
            onCheckedChange={(d) => toggle(item.id, d.checked === true)}
            colorPalette="teal"
            variant="surface"
            size="sm"
          >
            <CheckboxCard.HiddenInput />
            <CheckboxCard.Control>
              <CheckboxCard.Content>
                <OptionText item={item} Name={CheckboxCard.Label} Description={CheckboxCard.Description} />
              </CheckboxCard.Content>
              <CheckboxCard.Indicator />
            </CheckboxCard.Control>
          </CheckboxCard.Root>
        ))}
      </SimpleGrid>
      {error && <GroupErrorMessage>{error}</GroupErrorMessage>}
    </Fieldset.Root>
  );
}
