import type { ComponentProps, ReactNode } from 'react';
import { DialogSections, DialogShell } from '../../components/AppDialog.tsx';

type Sections = ComponentProps<typeof DialogSections>;

interface Props extends Omit<Sections, 'children'> {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** A question to answer (alertdialog): no close button, Escape and the backdrop do not close it. */
  alert?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The video room's dialogs: the app's dialog, light whatever the app's theme
 * (docs/video-room.md#room-layout), mounted only while open. Chakra's dialog traps focus and gives
 * it back to the button that opened it.
 */
export function RoomDialog({ open, onClose, children, alert = false, size = 'md', ...sections }: Props) {
  return (
    <DialogShell open={open} onClose={onClose} size={size} alert={alert} fresh light closeOnEscape={!alert} closeOnInteractOutside={!alert}>
      <DialogSections {...sections}>{children}</DialogSections>
    </DialogShell>
  );
}
