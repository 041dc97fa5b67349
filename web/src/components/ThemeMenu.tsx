import { useCallback, useRef, type ReactElement } from 'react';
import { useTheme } from 'next-themes';
import { RadioMenu, RadioMenuItem } from './RadioMenu.tsx';
import { THEME_OPTIONS } from './ThemeToggle.tsx';

interface ThemeMenuProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The theme menu itself. Chakra's menu (with its positioning) is about a sixth of the landing page's
 * JavaScript, so ThemeToggle loads this module only when the user reaches for the button.
 */
export default function ThemeMenu({ trigger, open, onOpenChange }: ThemeMenuProps) {
  const { theme, setTheme } = useTheme();
  const current = THEME_OPTIONS.find((o) => o.value === theme) ?? THEME_OPTIONS[2];
  // Mounted open by the click that loaded it: the focus goes in as the panel mounts. The menu's own
  // focus waits for an animation frame, and a choice clicked before it was sometimes lost.
  const openedOnMount = useRef(open);
  const focusOnMount = useCallback((panel: HTMLDivElement | null) => {
    if (!panel || !openedOnMount.current) return;
    openedOnMount.current = false;
    panel.focus({ preventScroll: true });
  }, []);
  return (
    <RadioMenu
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      contentRef={focusOnMount}
      value={current.value}
      onValueChange={setTheme}
    >
      {THEME_OPTIONS.map((o) => (
        <RadioMenuItem key={o.value} value={o.value}>
          <o.icon /> {o.label}
        </RadioMenuItem>
      ))}
    </RadioMenu>
  );
}
