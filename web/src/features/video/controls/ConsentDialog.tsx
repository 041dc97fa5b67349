import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/AppDialog.tsx';

/**
 * A labelled consent box: the dialogs' confirm stays disabled until it is ticked
 * (docs/video-room.md#recording, docs/video-room.md#transcription-and-captions).
 */
export function ConsentCheckbox({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} colorPalette="teal" alignItems="flex-start">
      <Checkbox.HiddenInput name="consent" />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

interface ConsentDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  checkLabel: string;
  confirmLabel: string;
  /** Runs once the box is ticked and the confirm pressed; the dialog closes when it resolves true. */
  onConfirm: () => Promise<boolean>;
}

/** Enable Transcription and Start Recording: a text, the consent box, Cancel and the confirm. */
export function ConsentDialog({ open, onClose, title, text, checkLabel, confirmLabel, onConfirm }: ConsentDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Each opening starts with the box unticked.
  const close = () => {
    setAgreed(false);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed || busy) return;
    setBusy(true);
    try {
      if (await onConfirm()) close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      light
      fresh
      open={open}
      onClose={close}
      size="md"
      title={title}
      onSubmit={submit}
      footer={<ConsentFooter onCancel={close} confirmLabel={confirmLabel} agreed={agreed} busy={busy} />}
    >
      <Stack gap="4">
        <Text>{text}</Text>
        <ConsentCheckbox checked={agreed} onChange={setAgreed} label={checkLabel} />
      </Stack>
    </AppDialog>
  );
}

/** Cancel beside a confirm that stays disabled until the consent box is ticked. */
export function ConsentFooter({
  onCancel,
  confirmLabel,
  agreed,
  busy,
}: {
  onCancel: () => void;
  confirmLabel: string;
  agreed: boolean;
  busy: boolean;
}) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="teal" disabled={!agreed} loading={busy}>
        {confirmLabel}
      </Button>
    </>
  );
}
