import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useSpecializations } from '../lookups/queries.ts';

interface Props {
  value: string[];
  onChange: (keys: string[]) => void;
}

/** Specializations: checkboxes from GET /api/coaches/specializations, sent as keys. */
export function SpecializationsField({ value, onChange }: Props) {
  const list = useSpecializations();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        Specializations
      </Fieldset.Legend>
      <Fieldset.HelperText color="fg.muted" mt="-1">
        Choose the areas you coach in. You can change them later.
      </Fieldset.HelperText>
      {list.isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2" role="status" aria-label="Loading specializations">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="5" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <HStack mt="2" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm">
            Specializations could not be loaded.
          </Text>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
            Retry
          </Button>
        </HStack>
      ) : (
        <Checkbox.Group value={value} onValueChange={onChange} name="specializations">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="2.5" mt="2">
            {list.data.map((s) => (
              <Checkbox.Root key={s.key} value={s.key} colorPalette="teal">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{s.displayName}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Fieldset.Root>
  );
}
