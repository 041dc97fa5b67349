import { useMemo, useState, type FormEvent } from 'react';
import { Button, chakra, NativeSelect, SimpleGrid, Field } from '@chakra-ui/react';
import { PROFILE_LANGUAGES, type TDirectoryQuery, type TSpecialization } from '@coach/contract';
import { timeZoneOptions, zoneLabel } from '../../lib/profile-options.ts';
import { labelledOptions } from '../../components/FormFields.tsx';

interface Props {
  value: TDirectoryQuery;
  specializations: TSpecialization[];
  onApply: (q: TDirectoryQuery) => void;
}

function FilterSelect({
  label,
  value,
  onChange,
  any,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  any: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{any}</option>
          {labelledOptions(options)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The directory's filters: specialization, language and time zone; applied together with the button (or Enter). */
export function DirectoryFilters({ value, specializations, onApply }: Props) {
  const [draft, setDraft] = useState<TDirectoryQuery>(value);
  const zones = useMemo(() => timeZoneOptions('').map((z) => ({ value: z, label: zoneLabel(z) })), []);
  const set = (key: keyof TDirectoryQuery) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <chakra.form onSubmit={submit} aria-label="Filter coaches" role="search">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
        <FilterSelect
          label="Specialization"
          value={draft.specialization ?? ''}
          onChange={set('specialization')}
          any="Any specialization"
          options={specializations.map((s) => ({ value: s.key, label: s.displayName }))}
        />
        <FilterSelect
          label="Language"
          value={draft.language ?? ''}
          onChange={set('language')}
          any="Any language"
          options={PROFILE_LANGUAGES.map((l) => ({ value: l, label: l }))}
        />
        <FilterSelect label="Time zone" value={draft.timeZone ?? ''} onChange={set('timeZone')} any="Any time zone" options={zones} />
        <Button type="submit" colorPalette="teal" size="sm">
          Show coaches
        </Button>
      </SimpleGrid>
    </chakra.form>
  );
}
