import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';

const OPTIONS = [
  { value: 'light', label: 'Light', icon: LuSun },
  { value: 'dark', label: 'Dark', icon: LuMoon },
  { value: 'system', label: 'System', icon: LuMonitor },
] as const;

/** Light, dark or system; next-themes remembers the choice. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const current = OPTIONS.find((o) => o.value === theme) ?? OPTIONS[2];
  const Icon = current.icon;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${current.label}. Change theme`}>
          <Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={current.value} onValueChange={(e) => setTheme(e.value)}>
              {OPTIONS.map((o) => (
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
