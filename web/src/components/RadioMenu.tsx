import type { ReactElement, ReactNode, Ref } from 'react';
import { Menu, Portal } from '@chakra-ui/react';

interface RadioMenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  value: string;
  onValueChange: (value: string) => void;
  /** A heading above the choices. */
  label?: ReactNode;
  /** Open or closed as the owner says (controlled), told of every change it asks for. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The menu's panel element, for the owner to focus. */
  contentRef?: Ref<HTMLDivElement>;
  positioning?: Menu.RootProps['positioning'];
  contentProps?: Menu.ContentProps;
  /** RadioMenuItem elements. */
  children: ReactNode;
}

/** A menu that picks one of a few choices, the current one checked (theme, AI coaching level). */
export function RadioMenu(props: RadioMenuProps) {
  const { trigger, value, onValueChange, label, open, onOpenChange, contentRef, positioning, contentProps, children } = props;
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange && ((d) => onOpenChange(d.open))} positioning={positioning}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content ref={contentRef} {...contentProps}>
            <Menu.RadioItemGroup value={value} onValueChange={(d) => onValueChange(d.value)}>
              {label && <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>}
              {children}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** One choice of a RadioMenu, with the mark that shows it is the current one. */
export function RadioMenuItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Menu.RadioItem value={value}>
      {children}
      <Menu.ItemIndicator />
    </Menu.RadioItem>
  );
}
