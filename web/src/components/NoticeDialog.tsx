import { Button, Text } from '@chakra-ui/react';
import { AppDialog } from './AppDialog.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
}

/** A plain information dialog: under development, coming soon. */
export function NoticeDialog({ open, onClose, title, children }: Props) {
  return (
    <AppDialog open={open} onClose={onClose} title={title} footer={<Button onClick={onClose}>Got it</Button>}>
      <Text>{children}</Text>
    </AppDialog>
  );
}

export function UnderDevelopmentDialog({ open, onClose, feature }: { open: boolean; onClose: () => void; feature: string }) {
  return (
    <NoticeDialog open={open} onClose={onClose} title={`${feature} is under development`}>
      {feature} is under development and expected in Q4 2025. Until then, everything here is free to use during your
      trial.
    </NoticeDialog>
  );
}
