import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Center, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LuCircleAlert, LuDoorOpen, LuHand, LuVideo } from 'react-icons/lu';
import { GUEST_NAME_MAX, VIDEO_ERR, VIDEO_UI, ZKnockBody, type TGuestLinkInfo, type TVideoJoinData } from '@coach/contract';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { FormField } from '../../../components/FormFields.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi, videoKeys } from '../api.ts';
import { VideoRoomView } from '../VideoRoomView.tsx';
import { forgetGuestKnock, keepGuestKnock, readGuestKnock, type GuestKnockRecord } from './guest-session.ts';
import { useGuestAdmission, type AdmissionOutcome } from './useGuestAdmission.ts';

type Step =
  | { kind: 'ask' }
  | { kind: 'waiting'; knock: GuestKnockRecord }
  | { kind: 'room'; join: TVideoJoinData }
  | { kind: 'denied' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; knock: GuestKnockRecord }
  | { kind: 'left' };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function AskToJoin({ code, info, onKnocked }: { code: string; info: TGuestLinkInfo; onKnocked: (knock: GuestKnockRecord) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const parsed = ZKnockBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { knock, guestToken } = await videoApi.knock(code, parsed.data);
      onKnocked({ guestToken, knockId: knock.id });
    } catch (err) {
      setPending(false);
      setError(errorText(err, VIDEO_UI.GUEST_JOIN_FAILED));
      input.current?.focus();
    }
  };

  return (
    <AuthCard title={info.sessionTitle} description={`With ${info.coachName} · ${when(info.scheduledAt)}`} icon={<LuVideo />}>
      <Stack asChild gap="5">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Text color="fg.muted" fontSize="sm">
            {VIDEO_UI.INVITE_TEXT}
          </Text>
          <FormField required label={VIDEO_UI.GUEST_NAME_LABEL} error={error}>
            <Input
              ref={input}
              name="name"
              autoComplete="name"
              maxLength={GUEST_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={pending}>
            {VIDEO_UI.GUEST_ASK}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}

function Notice({ title, text, icon, children }: { title: string; text?: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <AuthCard title={title} description={text} icon={icon} focusTitle>
      {children ?? null}
    </AuthCard>
  );
}

/**
 * The guest page (/video/guest/:code, no account): the link is checked, the guest gives a name and
 * knocks, waits for the coach, and joins the room as an observer once let in.
 */
export default function GuestJoinPage() {
  const { code = '' } = useParams();
  const [step, setStep] = useState<Step>(() => {
    const kept = readGuestKnock(code);
    return kept ? { kind: 'waiting', knock: kept } : { kind: 'ask' };
  });
  const link = useQuery({
    queryKey: videoKeys.guestLink(code),
    queryFn: () => videoApi.guestLink(code),
    enabled: step.kind === 'ask',
    retry: false,
  });

  const decided = (knock: GuestKnockRecord) => (outcome: AdmissionOutcome) => {
    if (outcome.kind === 'admitted') setStep({ kind: 'room', join: outcome.join });
    else if (outcome.kind === 'failed') setStep({ kind: 'failed', knock });
    else {
      forgetGuestKnock(code);
      setStep(outcome.kind === 'denied' ? { kind: 'denied' } : { kind: 'invalid', message: outcome.message });
    }
  };
  const waiting = step.kind === 'waiting' ? step.knock : null;
  useGuestAdmission(waiting, (outcome) => waiting && decided(waiting)(outcome));

  const knocked = (knock: GuestKnockRecord) => {
    keepGuestKnock(code, knock);
    setStep({ kind: 'waiting', knock });
  };

  switch (step.kind) {
    case 'room':
      return (
        <VideoRoomView
          join={step.join}
          onLeft={() => {
            forgetGuestKnock(code);
            setStep({ kind: 'left' });
          }}
        />
      );
    case 'waiting':
      return (
        <Notice title={VIDEO_UI.GUEST_WAITING_SCREEN} icon={<LuHand />}>
          <Center role="status" aria-live="polite" gap="3" color="fg.muted">
            <Spinner color="teal.solid" /> <Text>{VIDEO_ERR.GUEST_WAITING}</Text>
          </Center>
        </Notice>
      );
    case 'denied':
      return <Notice title={VIDEO_ERR.GUEST_DENIED} icon={<LuCircleAlert />} />;
    case 'invalid':
      return <Notice title={step.message} icon={<LuCircleAlert />} />;
    case 'failed':
      return (
        <Notice title={VIDEO_UI.GUEST_JOIN_FAILED} icon={<LuCircleAlert />}>
          <Button colorPalette="teal" onClick={() => setStep({ kind: 'waiting', knock: step.knock })}>
            Try Again
          </Button>
        </Notice>
      );
    case 'left':
      return <Notice title={VIDEO_UI.GUEST_THANKS} text={VIDEO_UI.GUEST_THANKS_TEXT} icon={<LuDoorOpen />} />;
    case 'ask':
      if (link.isError) return <Notice title={errorText(link.error, VIDEO_ERR.GUEST_LINK_INVALID)} icon={<LuCircleAlert />} />;
      if (!link.data)
        return (
          <Center py="16" role="status" aria-live="polite" gap="3">
            <Spinner color="teal.solid" /> <Text>{VIDEO_UI.GUEST_LINK_LOADING}</Text>
          </Center>
        );
      return <AskToJoin code={code} info={link.data} onKnocked={knocked} />;
  }
}
