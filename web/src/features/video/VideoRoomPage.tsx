import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Center, Theme } from '@chakra-ui/react';
import { VIDEO_ERR, ZId, type TVideoJoinData } from '@coach/contract';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { toaster } from '../../components/toaster.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { errorText } from '../../lib/api.ts';
import { isCoach, useAuth } from '../auth/store.ts';
import { takeJoinData, videoApi } from './api.ts';
import { JoinErrorScreen } from './JoinErrorScreen.tsx';
import { VideoRoomView } from './VideoRoomView.tsx';

/** Where the page is in opening the call: idle, joining, joined (with the join data) or failed. */
export type CallState = { status: 'idle' } | { status: 'joining' } | { status: 'joined'; join: TVideoJoinData } | { status: 'error' };

/**
 * Joins on load: the join data kept by the coach's start (used once: takeJoinData removes it), or
 * a fresh join call. `retry` starts again; `fail` is for a join that broke later (no microphone,
 * no connection).
 */
export function useJoinCall(sessionId: string | undefined) {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    const key = `${sessionId}#${attempt}`;
    // Once per session and attempt (StrictMode runs effects twice; the stored data is there once).
    if (current.current === key) return;
    current.current = key;
    const stored = takeJoinData(sessionId);
    if (stored) {
      setState({ status: 'joined', join: stored });
      return;
    }
    setState({ status: 'joining' });
    videoApi.join(sessionId).then(
      (join) => current.current === key && setState({ status: 'joined', join }),
      (err: unknown) => {
        if (current.current !== key) return;
        toaster.create({ type: 'error', title: VIDEO_ERR.JOIN_FAILED_TITLE, description: errorText(err, VIDEO_ERR.JOIN_FAILED) });
        setState({ status: 'error' });
      },
    );
  }, [sessionId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fail = useCallback(() => setState({ status: 'error' }), []);
  return { state, retry, fail };
}

/** /sessions/:sessionId/video: the video room of a signed-in coach, client or observer. */
export default function VideoRoomPage() {
  const { sessionId: param } = useParams();
  // A malformed id is no session: said at once, without asking the server.
  const sessionId = ZId.safeParse(param).success ? param : undefined;
  const navigate = useNavigate();
  const coach = useAuth((s) => isCoach(s.user));
  const { state, retry, fail } = useJoinCall(sessionId);
  usePageTitle('Video Session');

  useEffect(() => {
    if (sessionId) return;
    toaster.create({ type: 'error', title: VIDEO_ERR.INVALID_SESSION_TITLE, description: VIDEO_ERR.INVALID_SESSION });
    navigate(coach ? '/coach/sessions' : '/coaching', { replace: true });
  }, [sessionId, navigate, coach]);

  if (state.status === 'error') {
    return <JoinErrorScreen onBack={() => navigate(coach ? '/coach/sessions' : '/coaching')} onRetry={retry} />;
  }
  if (state.status === 'joined') return <VideoRoomView key={`${state.join.sessionId}`} join={state.join} onFailed={fail} />;
  return (
    <Theme appearance="light" minH="100dvh">
      <Center as="main" minH="100dvh">
        <PageSpinner label="Connecting to your session..." />
      </Center>
    </Theme>
  );
}
