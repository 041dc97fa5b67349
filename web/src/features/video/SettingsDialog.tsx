import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMediaDeviceSelect } from '@livekit/components-react';
import { VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { RoomDialog } from './RoomDialog.tsx';

const KINDS = [
  { kind: 'audioinput', label: 'Microphone', done: VIDEO_DONE.MIC_CHANGED, failed: VIDEO_ERR.MIC_SWITCH_FAILED },
  { kind: 'videoinput', label: 'Camera', done: null, failed: VIDEO_ERR.VIDEO_ERROR_TITLE },
  { kind: 'audiooutput', label: 'Speaker', done: VIDEO_DONE.SPEAKER_CHANGED, failed: VIDEO_ERR.SPEAKER_SWITCH_FAILED },
] as const;

function DeviceSelect({ kind, label, done, failed }: (typeof KINDS)[number]) {
  const { devices, activeDeviceId, setActiveMediaDevice } = useMediaDeviceSelect({ kind });
  const choose = async (id: string) => {
    try {
      await setActiveMediaDevice(id);
      if (done) toaster.create({ type: 'success', title: done });
    } catch {
      toaster.create({ type: 'error', title: failed });
    }
  };
  return (
    <Field.Root disabled={devices.length === 0}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={activeDeviceId} onChange={(e) => void choose(e.target.value)}>
          {devices.length === 0 && <option value="">System default</option>}
          {devices.map((d, i) => (
            <option key={d.deviceId || i} value={d.deviceId}>
              {d.label || `${label} ${i + 1}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Session settings: the microphone, camera and speaker the call uses. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <RoomDialog open={open} onClose={onClose} title="Session settings" size="sm">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Changes apply to the call at once.
        </Text>
        {KINDS.map((k) => (
          <DeviceSelect key={k.kind} {...k} />
        ))}
      </Stack>
    </RoomDialog>
  );
}
