import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { FEEDBACK_COMMENTS_MAX, RATING_LABELS, RATING_MAX, RATING_MIN, VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { errorText } from '../../lib/api.ts';
import { videoApi } from './api.ts';
import { RoomDialog } from './RoomDialog.tsx';
import { LuStar } from 'react-icons/lu';

interface Props {
  open: boolean;
  sessionId: string;
  /** Set for a guest: their feedback goes with the guest token. */
  guestToken: string | null;
  /** Skipped or submitted: the participant leaves. */
  onDone: () => void;
}

const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The five stars as one radio group: arrows move and choose, as a native radio group does. */
function StarRating({ value, onChange }: { value: number | null; onChange: (n: number) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, n: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = Math.min(RATING_MAX, Math.max(RATING_MIN, n + step));
    onChange(next);
    refs.current[next - RATING_MIN]?.focus();
  };
  return (
    <HStack role="radiogroup" aria-label="Rating" gap="1">
      {stars.map((n) => {
        const checked = value === n;
        return (
          <Button
            key={n}
            ref={(el) => {
              refs.current[n - RATING_MIN] = el;
            }}
            role="radio"
            aria-checked={checked}
            aria-label={`${n} - ${RATING_LABELS[n - RATING_MIN]}`}
            tabIndex={checked || (value === null && n === RATING_MIN) ? 0 : -1}
            variant="ghost"
            size="sm"
            px="1"
            color={value !== null && n <= value ? 'orange.500' : 'fg.muted'}
            onClick={() => onChange(n)}
            onKeyDown={(e) => onKey(e, n)}
          >
            <LuStar aria-hidden size="28" fill={value !== null && n <= value ? 'currentColor' : 'none'} />
          </Button>
        );
      })}
    </HStack>
  );
}

/**
 * 'How was your session?' (docs/video-room.md#feedback): the client and guests rate 1 to 5 with
 * optional comments, then leave; Submit waits for a rating.
 */
export function RatingDialog({ open, sessionId, guestToken, onDone }: Props) {
  const [rating, setRating] = useState<number | null>(null);
  const [comments, setComments] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (rating === null) return;
    setBusy(true);
    try {
      const text = comments.trim() ? comments.trim() : undefined;
      if (guestToken) await videoApi.guestFeedback({ guestToken, rating, comments: text });
      else await videoApi.feedback(sessionId, { rating, comments: text });
      toaster.create({ type: 'success', title: VIDEO_DONE.FEEDBACK_SUBMITTED, description: VIDEO_DONE.FEEDBACK_THANKS });
      onDone();
    } catch (err) {
      toaster.create({ type: 'error', title: VIDEO_ERR.FEEDBACK_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RoomDialog
      open={open}
      alert
      onClose={onDone}
      title="How was your session?"
      footer={
        <>
          <Button variant="outline" onClick={onDone} disabled={busy}>
            Skip & Leave
          </Button>
          <Button colorPalette="teal" onClick={() => void submit()} disabled={rating === null} loading={busy} loadingText="Submitting...">
            Submit Feedback
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Stack gap="1" align="center">
          <StarRating value={rating} onChange={setRating} />
          <Text aria-live="polite" fontSize="sm" color="fg.muted" minH="5">
            {rating !== null ? RATING_LABELS[rating - RATING_MIN] : 'Choose a rating'}
          </Text>
        </Stack>
        <Field.Root>
          <Field.Label>Comments (optional)</Field.Label>
          <Textarea value={comments} onChange={(e) => setComments(e.target.value)} rows={3} maxLength={FEEDBACK_COMMENTS_MAX} />
        </Field.Root>
      </Stack>
    </RoomDialog>
  );
}
