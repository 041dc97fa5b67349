import { useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import type ThemeMenuComponent from './ThemeMenu.tsx';

export const THEME_OPTIONS = [
  { value: 'light', label: 'Light', icon: LuSun },
  { value: 'dark', label: 'Dark', icon: LuMoon },
  { value: 'system', label: 'System', icon: LuMonitor },
] as const;

let ThemeMenu: typeof ThemeMenuComponent | undefined;
let loading: Promise<unknown> | undefined;
/** Loads the menu once, for every page after it. */
const loadMenu = () =>
  (loading ??= import('./ThemeMenu.tsx').then((m) => {
    ThemeMenu = m.default;
  }));

/**
 * Light, dark or system; next-themes remembers the choice. Chakra's menu and its positioning are
 * about a sixth of the landing page's JavaScript, so the button stands alone until the pointer or
 * the focus reaches it; that loads the menu, and a click before it arrives opens it on arrival.
 */
export function ThemeToggle() {
  const { theme } = useTheme();
  const current = THEME_OPTIONS.find((o) => o.value === theme) ?? THEME_OPTIONS[2];
  const Icon = current.icon;
  // The menu takes the button's place once loaded (on a later page, at once); open is ours to hold,
  // so the click that loaded it mounts it open.
  const [loaded, setLoaded] = useState(() => ThemeMenu !== undefined);
  const [open, setOpen] = useState(false);
  const Menu = loaded ? ThemeMenu : undefined;
  const trigger = (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${current.label}. Change theme`}
      {...(!Menu && {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: () => void loadMenu(),
        onFocus: () => void loadMenu(),
        onClick: () =>
          void loadMenu().then(() => {
            setLoaded(true);
            setOpen(true);
          }),
      })}
    >
      <Icon />
    </IconButton>
  );
  return Menu ? <Menu trigger={trigger} open={open} onOpenChange={setOpen} /> : trigger;
}
