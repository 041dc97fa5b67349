import { useState } from 'react';
import { Button, Separator, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import { ACCOUNT_PURGE_DAYS, ERR } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { SettingRow } from './SettingRow.tsx';
import { accountApi } from './api.ts';

/** Saves JSON as a file through a temporary link: the export needs the token, so a plain link would not do. */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export of everything stored about the user, and account deletion (data removed within 30 days:
 * docs/accounts-and-sign-in.md#deleting-an-account-and-exporting-data).
 */
export function YourDataSection() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const exportData = useMutation({
    mutationFn: accountApi.exportData,
    onSuccess: (data) => {
      saveJson(data, 'my-data.json');
      toaster.create({ type: 'success', title: 'Your data is downloading', description: 'Saved as my-data.json.' });
    },
    onError: (err) => toaster.create({ type: 'error', title: 'Error', description: errorText(err, ERR.INTERNAL) }),
  });

  return (
    <Stack gap="4">
      <SettingRow
        title="Download my data"
        action={
          <Button
            variant="outline"
            onClick={() => exportData.mutate()}
            loading={exportData.isPending}
            loadingText="Preparing..."
            flexShrink={0}
          >
            <LuDownload /> Download my data
          </Button>
        }
      >
        A JSON file with your account, profile, messages to us and the emails we sent you.
      </SettingRow>
      <Separator />
      <SettingRow
        title="Delete account"
        action={
          <Button colorPalette="red" variant="outline" onClick={() => setDeleteOpen(true)} flexShrink={0}>
            <LuTrash2 /> Delete account
          </Button>
        }
      >
        {`Signs you out everywhere and deletes your account. Your personal data is removed within ${ACCOUNT_PURGE_DAYS} days.`}
      </SettingRow>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Stack>
  );
}
