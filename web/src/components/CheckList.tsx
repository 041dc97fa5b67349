import { List } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

/** What a plan includes, each line ticked (the plans, the pricing dialog, checkout, onboarding). */
export function CheckList({
  lines,
  label,
  gap = '2',
  mt,
  fontSize = 'sm',
}: {
  lines: readonly string[];
  label?: string;
  gap?: string;
  mt?: string;
  fontSize?: string;
}) {
  return (
    <List.Root gap={gap} mt={mt} variant="plain" fontSize={fontSize} aria-label={label}>
      {lines.map((line) => (
        <List.Item key={line} alignItems="center">
          <List.Indicator asChild color="teal.fg">
            <LuCheck aria-hidden />
          </List.Indicator>
          {line}
        </List.Item>
      ))}
    </List.Root>
  );
}
