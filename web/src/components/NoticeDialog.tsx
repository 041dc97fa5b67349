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
