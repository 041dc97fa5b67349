import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LuCopy } from 'react-icons/lu';
import {
  DEFAULT_GUEST_EXPIRY_HOURS,
  DEFAULT_GUEST_MAX_USES,
  GUEST_EXPIRY_HOURS,
  GUEST_EXPIRY_LABEL,
  GUEST_MAX_USES,
  GUEST_MAX_USES_LABEL,
  VIDEO_DONE,
  VIDEO_ERR,
  VIDEO_UI,
  type TGuestInvite,
  type TGuestInviteBody,
} from '@coach/contract';
import { AppDialog } from '../../../components/AppDialog.tsx';
import { FormField } from '../../../components/FormFields.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi, videoKeys } from '../api.ts';
import { ConsentCheckbox, ConsentFooter } from './ConsentDialog.tsx';
import { absoluteUrl, copyText } from './copy.ts';

type Expiry = NonNullable<TGuestInviteBody['expiresInHours']>;
type MaxUses = NonNullable<TGuestInviteBody['maxUses']>;
const NEVER = 'never';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A guest link's uses: n/max, or n/unlimited (-1, docs/video-room.md#guests-and-knocks). */
export const usesLabel = (invite: Pick<TGuestInvite, 'usedCount' | 'maxUses'>) =>
  `${invite.usedCount}/${invite.maxUses === -1 ? 'unlimited' : invite.maxUses}`;

function inviteStatus(invite: TGuestInvite, now: number): string | null {
  if (invite.revokedAt) return 'Revoked';
  if (invite.expiresAt && Date.parse(invite.expiresAt) <= now) return 'Expired';
  if (invite.maxUses !== -1 && invite.usedCount >= invite.maxUses) return 'Used up';
  return null;
}

function LinkRow({ invite, onRevoke, revoking }: { invite: TGuestInvite; onRevoke: () => void; revoking: boolean }) {
  const status = inviteStatus(invite, Date.now());
  const expires = invite.expiresAt ? `Expires ${when(invite.expiresAt)}` : 'Never expires';
  return (
    <Flex as="li" gap="2" p="2" borderWidth="1px" rounded="md" wrap="wrap" align="center" justify="space-between">
      <Stack gap="0.5" minW="0" flex="1">
        <Text fontSize="sm" fontFamily="mono" truncate title={invite.url}>
          {invite.url}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {expires} · Uses {usesLabel(invite)}
        </Text>
      </Stack>
      {status ? (
        <Badge colorPalette="gray">{status}</Badge>
      ) : (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onRevoke}
          loading={revoking}
          aria-label={`Revoke link created ${when(invite.createdAt)}`}
        >
          Revoke
        </Button>
      )}
    </Flex>
  );
}

/** The coach's guest links: expiry, maximum uses and consent make a new one; the list revokes. */
export function InviteGuestsDialog({ open, onClose, sessionId }: { open: boolean; onClose: () => void; sessionId: string }) {
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState<string>(String(DEFAULT_GUEST_EXPIRY_HOURS));
  const [maxUses, setMaxUses] = useState<string>(String(DEFAULT_GUEST_MAX_USES));
  const [agreed, setAgreed] = useState(false);
  const [created, setCreated] = useState<TGuestInvite | null>(null);
  const key = videoKeys.guestInvites(sessionId);
  const links = useQuery({ queryKey: key, queryFn: () => videoApi.guestInvites(sessionId), enabled: open });
  const create = useMutation({
    mutationFn: (body: TGuestInviteBody) => videoApi.createGuestInvite(sessionId, body),
    onSuccess: ({ invite }) => {
      setCreated(invite);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) =>
      toaster.create({ type: 'error', title: VIDEO_UI.INVITE_CREATE_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) }),
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) => videoApi.revokeGuestInvite(sessionId, inviteId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    onError: (err) =>
      toaster.create({ type: 'error', title: VIDEO_UI.INVITE_REVOKE_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) }),
  });

  const close = () => {
    setExpiry(String(DEFAULT_GUEST_EXPIRY_HOURS));
    setMaxUses(String(DEFAULT_GUEST_MAX_USES));
    setAgreed(false);
    setCreated(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed || create.isPending) return;
    create.mutate({
      expiresInHours: (expiry === NEVER ? null : Number(expiry)) as Expiry,
      maxUses: Number(maxUses) as MaxUses,
    });
  };

  const invites = links.data?.invites ?? [];
  return (
    <AppDialog
      light
      open={open}
      onClose={close}
      wideSize="lg"
      scrollInside
      title={VIDEO_UI.INVITE_TITLE}
      onSubmit={submit}
      footer={<ConsentFooter onCancel={close} confirmLabel={VIDEO_UI.INVITE_CREATE} agreed={agreed} busy={create.isPending} />}
    >
      <Stack gap="4">
        <Text>{VIDEO_UI.INVITE_TEXT}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Link expires after">
            <NativeSelect.Root>
              <NativeSelect.Field name="expiresInHours" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
                {GUEST_EXPIRY_HOURS.map((h) => (
                  <option key={String(h)} value={h === null ? NEVER : String(h)}>
                    {GUEST_EXPIRY_LABEL(h)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Maximum uses">
            <NativeSelect.Root>
              <NativeSelect.Field name="maxUses" value={maxUses} onChange={(e) => setMaxUses(e.target.value)}>
                {GUEST_MAX_USES.map((n) => (
                  <option key={n} value={String(n)}>
                    {GUEST_MAX_USES_LABEL(n)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <ConsentCheckbox checked={agreed} onChange={setAgreed} label={VIDEO_UI.INVITE_CONSENT_CHECK} />
        {created && (
          <FormField label="Guest link">
            <Flex w="full" gap="2" direction={{ base: 'column', sm: 'row' }}>
              <Input
                readOnly
                value={absoluteUrl(created.url)}
                flex="1"
                minW="0"
                fontFamily="mono"
                fontSize="sm"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button
                type="button"
                variant="outline"
                flexShrink={0}
                onClick={() => void copyText(absoluteUrl(created.url), VIDEO_DONE.LINK_COPIED)}
              >
                <LuCopy aria-hidden /> Copy
              </Button>
            </Flex>
          </FormField>
        )}
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Guest links
          </Heading>
          {links.isError ? (
            <HStack gap="2" wrap="wrap">
              <Text color={{ base: 'red.700', _dark: 'red.300' }}>{VIDEO_UI.INVITE_LOAD_FAILED}</Text>
              <Button type="button" size="xs" variant="outline" onClick={() => void links.refetch()}>
                Retry
              </Button>
            </HStack>
          ) : links.isPending ? (
            <Spinner size="sm" role="status" aria-label="Loading guest links" />
          ) : invites.length === 0 ? (
            <Text color="fg.muted">{VIDEO_UI.INVITE_LINKS_EMPTY}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Guest links">
              {invites.map((invite) => (
                <LinkRow
                  key={invite.id}
                  invite={invite}
                  onRevoke={() => revoke.mutate(invite.id)}
                  revoking={revoke.isPending && revoke.variables === invite.id}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}
