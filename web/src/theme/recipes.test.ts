import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './Provider.tsx';

/** The recipes each Chakra component reads (from Chakra's source: its recipe context and the parts it renders). */
const NEEDS: Record<string, string[]> = {
  Accordion: ['accordion'],
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Blockquote: ['blockquote'],
  Button: ['button', 'spinner'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard', 'checkmark'],
  CloseButton: ['button'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  EmptyState: ['emptyState'],
  Field: ['field', 'icon'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button', 'spinner'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Tag: ['tag'],
  Textarea: ['textarea'],
  Toast: ['toast', 'spinner'],
  Toaster: ['toast'],
  Tooltip: ['tooltip'],
};
/** Imports that read no recipe: layout primitives, providers, hooks, config helpers, types. */
const NO_RECIPE = new Set(
  'Box Center chakra ChakraProvider createSystem createToaster defaultBaseConfig defineConfig Flex Grid Group HStack Image InputProps LinkBox LinkOverlay Portal SimpleGrid Span Stack Text Theme useAccordionItemContext useBreakpointValue useMediaQuery VisuallyHidden VStack Wrap'.split(
    ' ',
  ),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every value the app imports from '@chakra-ui/react' (types, such as ButtonProps, render nothing). */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(import.meta.dirname, '..'))) {
    for (const [, typeOnly, list] of readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (typeOnly) continue;
      for (const part of list!.split(',')) {
        if (/^\s*type\s/.test(part)) continue;
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra recipes of the theme (theme/recipes.ts)', () => {
  const imported = chakraImports();

  it('knows what recipe each imported Chakra component needs', () => {
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((name) => !(name in NEEDS) && !NO_RECIPE.has(name))).toEqual([]);
  });

  it('holds every recipe those components need, so none renders unstyled', () => {
    const missing = [...imported].flatMap((name) =>
      (NEEDS[name] ?? []).filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key)).map((key) => `${name}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
