import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Theme, useBreakpointValue } from '@chakra-ui/react';
import { VIDEO_ERR, type TVideoJoinData } from '@coach/contract';
import { CaptionsOverlay } from './controls/CaptionsOverlay.tsx';
import { GuestRequestDialog } from './controls/GuestRequestDialog.tsx';
import { KnockAlerts } from './controls/KnockAlerts.tsx';
import { PresenceNotices } from './controls/PresenceNotices.tsx';
import { AssistOverlay } from './panels/AssistOverlay.tsx';
import { RightPanel } from './panels/RightPanel.tsx';
import { CompletionDialog } from './CompletionDialog.tsx';
import { ControlBar } from './ControlBar.tsx';
import { JoinErrorScreen } from './JoinErrorScreen.tsx';
import { InitialsPlaceholder, LiveRoom, ParticipantVideo, useRoomPeople } from './LiveRoom.tsx';
import { ParticipantsPanel } from './ParticipantsPanel.tsx';
import { avatarOf, selfOnly, type RoomPerson } from './participants.ts';
import { PinnedView, usePinned, type PersonVideo } from './PinnedView.tsx';
import { RatingDialog } from './RatingDialog.tsx';
import { RoomLayout } from './RoomLayout.tsx';
import { SocketScope } from '../../lib/realtime/scope.tsx';
import { useGuestSocket, useVideoRoomRealtime } from './realtime.ts';
import { createVideoRoomStore, useVideoRoomStore, VideoRoomStoreProvider, type VideoRoomStoreApi } from './store.ts';

interface Props {
  join: TVideoJoinData;
  /** Instead of the role's home page after leaving (the guest page's goodbye). */
  onLeft?: () => void;
  /** The join broke (no microphone, no connection): the page shows its error screen. */
  onFailed?: () => void;
  /** The room's store for this join; one is made for it unless given (a test reads it). */
  store?: VideoRoomStoreApi;
}

const Initials: PersonVideo = ({ person }) => <InitialsPlaceholder name={person.name} />;

interface BodyProps {
  join: TVideoJoinData;
  people: RoomPerson[];
  Video: PersonVideo;
  live: boolean;
  notice?: string;
  onLeave: () => void;
}

/** The room's panels around the given people: the same with LiveKit and without. */
function RoomBody({ join, people, Video, live, notice, onLeave }: BodyProps) {
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  const { pinned, pin, unpin } = usePinned(people, join);
  const coach = join.userRole === 'coach';
  const main = (
    <Box position="relative" h="full">
      <PinnedView people={people} pinned={pinned} onPin={pin} onUnpin={unpin} Video={Video} />
      {notice && (
        <Alert.Root status="info" position="absolute" top="12" left="4" right="4" w="auto" maxW="xl" mx="auto">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      )}
      <CaptionsOverlay />
      <PresenceNotices />
      {coach && (
        <Box position="absolute" top="12" right="3" maxW="xs" zIndex="docked">
          <KnockAlerts />
        </Box>
      )}
      {coach && <AssistOverlay />}
      <GuestRequestDialog />
    </Box>
  );
  return (
    <RoomLayout
      narrow={narrow}
      participants={
        <ParticipantsPanel
          people={people}
          pinned={pinned}
          onPin={pin}
          moderate={coach && live}
          sessionId={join.sessionId}
          avatarOf={(identity) => avatarOf(identity, join)}
        />
      }
      main={main}
      right={<RightPanel />}
      controls={<ControlBar live={live} narrow={narrow} role={join.userRole} onLeave={onLeave} />}
    />
  );
}

function LiveBody(props: Omit<BodyProps, 'people' | 'Video' | 'live'>) {
  const people = useRoomPeople(props.join);
  return <RoomBody {...props} people={people} Video={ParticipantVideo} live />;
}

/**
 * The whole video room for a join: the room's store and socket, LiveKit when the server has it
 * (else the room without audio and video, with a notice), and leaving: the coach's completion
 * dialog (the timer pauses), the client's and guests' rating, then the role's home or `onLeft`.
 * Light whatever the app's theme (docs/video-room.md#room-layout).
 */
export function VideoRoomView(props: Props) {
  const { join } = props;
  // Each join has its own store: a new join (trying again, a guest let in again) starts from its data.
  const [room, setRoom] = useState(() => ({ join, store: props.store ?? createVideoRoomStore(join) }));
  if (room.join !== join) setRoom({ join, store: createVideoRoomStore(join) });
  const guestSocket = useGuestSocket(join.guestToken);
  return (
    <VideoRoomStoreProvider store={room.store}>
      <SocketScope socket={guestSocket}>
        <Room {...props} />
      </SocketScope>
    </VideoRoomStoreProvider>
  );
}

function Room({ join, onLeft, onFailed }: Props) {
  const navigate = useNavigate();
  const roomStore = useVideoRoomStore();
  const [dialog, setDialog] = useState<'complete' | 'rate' | null>(null);
  const [ended, setEnded] = useState(false);
  // Without a page to fall back on (the guest's), a broken join shows the error screen here.
  const [failed, setFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback(() => setFailed((n) => n + 1), []);
  const coach = join.userRole === 'coach';
  // A signed-in observer has nothing to rate (the client and guests rate).
  const rates = join.userRole === 'coachee' || !!join.guestToken;

  const goHome = useCallback(() => {
    if (onLeft) onLeft();
    else navigate(coach ? '/coach-dashboard' : '/coaching');
  }, [onLeft, navigate, coach]);

  const leave = () => {
    if (coach) {
      roomStore.getState().setPaused(true);
      setDialog('complete');
    } else if (rates) setDialog('rate');
    else goHome();
  };

  // The coach ended the session (here or elsewhere): everyone leaves the call.
  const onEnded = useCallback(() => {
    setEnded(true);
    if (coach || !rates) goHome();
    else setDialog('rate');
  }, [coach, rates, goHome]);
  useVideoRoomRealtime(onEnded);

  const live = !!join.roomUrl && !!join.token && !ended;
  const notice = ended ? VIDEO_ERR.SESSION_ENDED : !join.roomUrl || !join.token ? VIDEO_ERR.MEDIA_UNAVAILABLE : undefined;

  if (failed > attempt && !onFailed) return <JoinErrorScreen backLabel="Leave" onBack={goHome} onRetry={() => setAttempt(failed)} />;

  return (
    <Theme appearance="light" h="100dvh" display="flex" flexDirection="column" overflow="hidden" as="main">
      {live ? (
        <LiveRoom key={attempt} url={join.roomUrl!} token={join.token!} publish={join.userRole !== 'observer'} onFailed={onFailed ?? fail}>
          <LiveBody join={join} onLeave={leave} />
        </LiveRoom>
      ) : (
        <RoomBody join={join} people={selfOnly(join)} Video={Initials} live={false} notice={notice} onLeave={leave} />
      )}
      <CompletionDialog
        open={dialog === 'complete'}
        sessionId={join.sessionId}
        onContinue={() => {
          roomStore.getState().setPaused(false);
          setDialog(null);
        }}
        onLeave={goHome}
      />
      <RatingDialog open={dialog === 'rate'} sessionId={join.sessionId} guestToken={join.guestToken} onDone={goHome} />
    </Theme>
  );
}
