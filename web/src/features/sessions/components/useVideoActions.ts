import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SESSION_ERR, VIDEO_ERR, type TSession } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { keepJoinData, videoApi } from '../../video/api.ts';
import { sessionKeys } from '../api.ts';
import { videoRoomPath, type VideoAction } from './session-actions.ts';

/**
 * The ways into a session's video room (docs/video-room.md#starting-and-joining).
 * Start: the server creates the room and sets IN_PROGRESS; its answer (the join data) is kept
 * under the session id for the room to take once, then the room's page opens. Join: the room's
 * page, which asks for its own join. Join Meeting: the session's room address in a new tab.
 */
export function useVideoActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  // A second press while the first start is on its way would ask the server twice.
  const busy = useRef(false);

  const start = async (session: Pick<TSession, 'id'>) => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    try {
      const join = await videoApi.start(session.id);
      keepJoinData(join);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      navigate(videoRoomPath(session.id));
    } catch (err) {
      toaster.create({
        type: 'error',
        title: SESSION_ERR.START_VIDEO_FAILED,
        description: errorText(err, VIDEO_ERR.START_FAILED_FALLBACK),
      });
    } finally {
      busy.current = false;
      setStarting(false);
    }
  };

  const join = (session: Pick<TSession, 'id'>) => navigate(videoRoomPath(session.id));

  const joinMeeting = (session: Pick<TSession, 'dailyRoomUrl'>) => {
    if (session.dailyRoomUrl) window.open(session.dailyRoomUrl, '_blank', 'noopener,noreferrer');
  };

  const run = (action: VideoAction, session: TSession) => {
    if (action === 'startVideo') void start(session);
    else if (action === 'joinVideo') join(session);
    else joinMeeting(session);
  };

  return { starting, start, join, joinMeeting, run };
}
