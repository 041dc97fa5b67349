import type { ReactElement } from 'react';
import { useTheme } from 'next-themes';
import { RadioMenu, RadioMenuItem } from './RadioMenu.tsx';
import { THEME_OPTIONS } from './ThemeToggle.tsx';

/**
 * The theme menu itself. Chakra's menu (with its positioning) is about a sixth of the landing page's
 * JavaScript, so ThemeToggle loads this module only when the user reaches for the button.
 */
export default function ThemeMenu({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen: boolean }) {
  const { theme, setTheme } = useTheme();
  const current = THEME_OPTIONS.find((o) => o.value === theme) ?? THEME_OPTIONS[2];
  return (
    <RadioMenu trigger={trigger} defaultOpen={defaultOpen} value={current.value} onValueChange={setTheme}>
      {THEME_OPTIONS.map((o) => (
        <RadioMenuItem key={o.value} value={o.value}>
          <o.icon /> {o.label}
        </RadioMenuItem>
      ))}
    </RadioMenu>
  );
}
