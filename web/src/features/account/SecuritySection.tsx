import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuKeyRound } from 'react-icons/lu';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { SettingRow } from './SettingRow.tsx';

export function SecuritySection() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SettingRow
        title="Password"
        action={
          <Button variant="outline" onClick={() => setOpen(true)} flexShrink={0}>
            <LuKeyRound /> Change Password
          </Button>
        }
      >
        Change the password you sign in with. Your other devices will be signed out.
      </SettingRow>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
