import type { ReactElement } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { THEME_OPTIONS } from './ThemeToggle.tsx';

/**
 * The theme menu itself. Chakra's menu (with its positioning) is about a sixth of the landing page's
 * JavaScript, so ThemeToggle loads this module only when the user reaches for the button.
 */
export default function ThemeMenu({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen: boolean }) {
  const { theme, setTheme } = useTheme();
  const current = THEME_OPTIONS.find((o) => o.value === theme) ?? THEME_OPTIONS[2];
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={current.value} onValueChange={(e) => setTheme(e.value)}>
              {THEME_OPTIONS.map((o) => (
                <Menu.RadioItem key={o.value} value={o.value}>
                  <o.icon /> {o.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
