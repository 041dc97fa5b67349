import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Box, Dialog, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { LuCircleCheck, LuSend } from 'react-icons/lu';
import { CONTACT_CLOSE_DELAY_MS, CONTACT_MESSAGE_MAX, ERR, INQUIRY_TYPES, type TContactBody } from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { AppDialog, DialogFooterButtons } from '../../components/AppDialog.tsx';
import { useAuth } from '../auth/store.ts';
import { contactApi } from './api.ts';
import { optionsOf } from '../../components/FormFields.tsx';
import { FailureAlert } from '../../components/FormParts.tsx';

interface Form {
  name: string;
  email: string;
  inquiryType: string;
  message: string;
}

const EMPTY: Form = { name: '', email: '', inquiryType: '', message: '' };

const isBlank = (v: string) => v.trim() === '';

/** The contact form (docs/limits-and-errors.md#contact-form): four required fields, a message counter, closes itself after success. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAuth((s) => s.user);
  const [form, setForm] = useState<Form>(EMPTY);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: contactApi.send,
    onSuccess: (res) => setSent(res.message),
  });

  // Signed-in users do not retype who they are; whatever they already typed wins.
  const prefill = useEffectEvent(() => {
    if (!user) return;
    setForm((f) => ({
      ...f,
      name: f.name || `${user.firstName} ${user.lastName}`.trim(),
      email: f.email || user.email,
    }));
  });
  useEffect(() => {
    if (open) prefill();
  }, [open]);

  const close = () => {
    // A sent message starts a fresh form; an unsent draft is kept for the next opening.
    if (sent) setForm(EMPTY);
    setSent(null);
    setMissing(false);
    send.reset();
    onClose();
  };
  const closeAfterSuccess = useEffectEvent(close);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(closeAfterSuccess, CONTACT_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending || sent) return;
    if (Object.values(form).some(isBlank)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate({
      name: form.name.trim(),
      email: form.email.trim(),
      inquiryType: form.inquiryType as TContactBody['inquiryType'],
      message: form.message.trim(),
    });
  };

  const stillMissing = missing && Object.values(form).some(isBlank);
  const error = stillMissing ? ERR.CONTACT_MISSING : send.isError ? errorText(send.error, ERR.CONTACT_FAILED) : null;
  const invalid = (key: keyof Form) => missing && isBlank(form[key]);

  return (
    <AppDialog
      open={open}
      onClose={close}
      size="lg"
      title="Contact Us"
      subtitle={
        <Dialog.Description color="fg.muted" fontSize="sm">
          Questions about coaching, your account or a partnership? Send us a message.
        </Dialog.Description>
      }
      onSubmit={sent ? undefined : submit}
      footer={
        !sent && (
          <DialogFooterButtons
            onCancel={close}
            confirmLabel={
              <>
                <LuSend /> Send Message
              </>
            }
            pending={send.isPending}
            loadingText="Sending..."
          />
        )
      }
    >
      {sent ? (
        <Stack align="center" textAlign="center" gap="3" py="8" role="status">
          <Box color="green.fg" fontSize="5xl" aria-hidden>
            <LuCircleCheck />
          </Box>
          <Text fontWeight="medium">{sent}</Text>
        </Stack>
      ) : (
        <Stack gap="4">
          {error && <FailureAlert>{error}</FailureAlert>}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required invalid={invalid('name')}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input name="name" autoComplete="name" value={form.name} onChange={set('name')} />
            </Field.Root>
            <Field.Root required invalid={invalid('email')}>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Input name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root required invalid={invalid('inquiryType')}>
            <Field.Label>
              Inquiry type <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="inquiryType"
                placeholder="Select an inquiry type"
                value={form.inquiryType}
                onChange={set('inquiryType')}
              >
                {optionsOf(INQUIRY_TYPES)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required invalid={invalid('message')}>
            <Field.Label>
              Message <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="message"
              rows={6}
              resize="vertical"
              maxLength={CONTACT_MESSAGE_MAX}
              value={form.message}
              onChange={(e) => setForm((f) => ({ ...f, message: e.target.value.slice(0, CONTACT_MESSAGE_MAX) }))}
            />
            <Field.HelperText alignSelf="flex-end" fontVariantNumeric="tabular-nums">
              {form.message.length}/{CONTACT_MESSAGE_MAX}
            </Field.HelperText>
          </Field.Root>
        </Stack>
      )}
    </AppDialog>
  );
}
