import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Progress, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck, LuUpload } from 'react-icons/lu';
import {
  ACCOUNT_UI_TEXT,
  UPLOAD_ERR,
  UPLOAD_IDLE_AFTER_MS,
  UPLOAD_RULES,
  uploadAccept,
  uploadLimitLabel,
  type TStoredFile,
  type TUploadType,
} from '@coach/contract';
import { toaster } from './toaster.tsx';
import { uploadFile, UploadError } from './uploadFile.ts';

/** docs/profiles-and-directory.md#uploads: idle, uploading, success or error, and back to idle after 2 s. */
export type UploadState =
  { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'success' } | { status: 'error'; message: string };

interface Props {
  type: TUploadType;
  /** The button's text, which also names the file input for assistive technology. */
  label: ReactNode;
  /** What the upload is for, when the label alone does not say ("Upload document for CPCC"). */
  accessibleLabel?: string;
  /** A credential upload belongs to one certification. */
  credentialId?: string;
  onUploaded?: (file: TStoredFile) => void;
  /** Shows the allowed types and the limit under the button. */
  showHint?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * A file upload (docs/profiles-and-directory.md#uploads): a button opens the file picker (so the
 * keyboard reaches it like any button), progress shows while the bytes go up, then success or
 * 'Upload Failed' with the reason, and after 2 s the control is idle again.
 */
export function UploadControl({
  type,
  label,
  accessibleLabel,
  credentialId,
  onUploaded,
  showHint = false,
  size = 'sm',
  variant = 'outline',
}: Props) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const uploading = state.status === 'uploading';

  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error') return;
    const t = setTimeout(() => setState({ status: 'idle' }), UPLOAD_IDLE_AFTER_MS);
    return () => clearTimeout(t);
  }, [state.status]);

  const start = async (file: File) => {
    setState({ status: 'uploading', percent: 0 });
    try {
      const stored = await uploadFile(file, type, {
        credentialId,
        onProgress: (percent) => setState({ status: 'uploading', percent }),
      });
      setState({ status: 'success' });
      onUploaded?.(stored);
    } catch (err) {
      const message = err instanceof UploadError ? err.message : UPLOAD_ERR.FAILED;
      setState({ status: 'error', message });
      toaster.create({ type: 'error', title: UPLOAD_ERR.FAILED_TITLE, description: message });
    }
  };

  const hint = `${UPLOAD_RULES[type].extensions.map((e) => e.toUpperCase()).join(', ')} up to ${uploadLimitLabel(type)}`;

  return (
    <Stack gap="1.5" minW="0">
      <HStack gap="2" wrap="wrap">
        <Button
          type="button"
          size={size}
          variant={variant}
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-label={accessibleLabel}
          aria-describedby={showHint ? hintId : undefined}
        >
          <LuUpload /> {label}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={uploadAccept(type)}
          aria-label={accessibleLabel ?? (typeof label === 'string' ? label : undefined)}
          data-upload-type={type}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that picking the same file again (after an error) fires a change too.
            e.target.value = '';
            if (file) void start(file);
          }}
        />
      </HStack>
      {showHint && (
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      <Box role="status" aria-live="polite" minH={state.status === 'idle' ? undefined : '5'}>
        {state.status === 'uploading' && (
          <Stack gap="1" maxW="60">
            <Text fontSize="xs">{ACCOUNT_UI_TEXT.UPLOADING(state.percent)}</Text>
            <Progress.Root value={state.percent} size="xs" colorPalette="teal" aria-label={ACCOUNT_UI_TEXT.UPLOADING(state.percent)}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {state.status === 'success' && (
          <HStack gap="1" fontSize="xs" color={{ base: 'green.700', _dark: 'green.300' }}>
            <LuCircleCheck aria-hidden /> <Text as="span">{ACCOUNT_UI_TEXT.UPLOADED}</Text>
          </HStack>
        )}
        {state.status === 'error' && (
          <HStack gap="1" fontSize="xs" color={{ base: 'red.700', _dark: 'red.300' }} align="start">
            <Box as="span" mt="0.5" aria-hidden>
              <LuCircleAlert />
            </Box>
            <Text as="span">
              <strong>{UPLOAD_ERR.FAILED_TITLE}:</strong> {state.message}
            </Text>
          </HStack>
        )}
      </Box>
    </Stack>
  );
}
