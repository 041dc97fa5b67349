import { z } from 'zod';
import { ZId, ZIsoDate } from './common.ts';
import { ZNote } from './notes.ts';
import {
  ASSIST_TYPES,
  DEFAULT_GUEST_EXPIRY_HOURS,
  DEFAULT_GUEST_MAX_USES,
  FEEDBACK_COMMENTS_MAX,
  GUEST_NAME_MAX,
  KNOCK_STATUSES,
  RATING_MAX,
  RATING_MIN,
  TRANSCRIPT_LINE_MAX,
  VIDEO_ERR,
  VIDEO_ROLES,
} from './video-constants.ts';

/** The video room (docs/video-room.md): start, join, end, and everything in between. The route tables are in video-endpoints.ts. */

export const ZVideoRole = z.enum(VIDEO_ROLES);
export type TVideoRole = z.infer<typeof ZVideoRole>;
export const ZAssistType = z.enum(ASSIST_TYPES);
export type TAssistType = z.infer<typeof ZAssistType>;

/** A transcript line (docs/video-room.md#transcription-and-captions); `identity` is the LiveKit identity (user id or guest:<knock id>). */
export const ZTranscriptLine = z.object({
  id: ZId,
  speaker: z.string(),
  speakerRole: ZVideoRole,
  identity: z.string(),
  text: z.string(),
  timestamp: ZIsoDate,
});
export type TTranscriptLine = z.infer<typeof ZTranscriptLine>;

/** An assist suggestion: the coach's alone (docs/video-room.md#ai-assist). */
export const ZAssistSuggestion = z.object({
  id: ZId,
  type: ZAssistType,
  text: z.string(),
  timestamp: ZIsoDate,
  isPinned: z.boolean(),
});
export type TAssistSuggestion = z.infer<typeof ZAssistSuggestion>;

/**
 * A guest asking to come in. The coach sees these live and admits or denies; a guest the coach
 * admits waits for the client's answer ('awaiting_client') and comes in only once the client allows.
 * `clientAnswer`: the client's answer, once given (a 'denied' knock with 'refused' was the client's no).
 */
export const ZGuestKnock = z.object({
  id: ZId,
  name: z.string(),
  status: z.enum(KNOCK_STATUSES),
  clientAnswer: z.enum(['allowed', 'refused']).nullable(),
  createdAt: ZIsoDate,
});
export type TGuestKnock = z.infer<typeof ZGuestKnock>;

/** Who agreed to be transcribed. */
export const ZVideoConsent = z.object({ identity: z.string(), name: z.string(), consentedAt: ZIsoDate });
export type TVideoConsent = z.infer<typeof ZVideoConsent>;

/** The room's shared state, read on join and kept live by 'video:state' pushes. */
export const ZVideoRoomState = z.object({
  sessionId: ZId,
  status: z.string(),
  /** When the coach first started the call: the header's timer counts from here. */
  startedAt: ZIsoDate.nullable(),
  recording: z.boolean(),
  recordingStartedAt: ZIsoDate.nullable(),
  consents: z.array(ZVideoConsent),
});
export type TVideoRoomState = z.infer<typeof ZVideoRoomState>;

/** What the coach alone reads on join: assist, knocks. Null for everyone else. */
export const ZVideoCoachState = z.object({
  assistEnabled: z.boolean(),
  suggestions: z.array(ZAssistSuggestion),
  knocks: z.array(ZGuestKnock),
});
export type TVideoCoachState = z.infer<typeof ZVideoCoachState>;

/** The join data (docs/video-room.md#starting-and-joining), with what the room needs beyond it. */
export const ZVideoJoinData = z.object({
  /** The LiveKit server's address; null when none is configured (the room opens without media). */
  roomUrl: z.string().nullable(),
  token: z.string().nullable(),
  /** The LiveKit room's name. */
  roomId: z.string(),
  relationshipId: z.string().nullable(),
  userRole: ZVideoRole,
  /** Our LiveKit identity in this room. */
  identity: z.string(),
  sessionId: ZId,
  sessionData: z.object({
    title: z.string(),
    coachName: z.string(),
    coachId: ZId,
    clientName: z.string(),
    clientId: ZId,
    /** The coach's and the client's photos (null: initials), for the participants list. */
    coachAvatarUrl: z.string().nullable(),
    clientAvatarUrl: z.string().nullable(),
  }),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    primaryRole: z.object({ role: z.string() }),
  }),
  /** The coach and client's chat room: goals made in the video room go there. Null for guests. */
  chatRoomId: ZId.nullable(),
  /** When the LiveKit token stops working for a new connection. */
  expiresAt: ZIsoDate.nullable(),
  /** Recording needs LiveKit Egress (a setting). */
  recordingAvailable: z.boolean(),
  state: ZVideoRoomState,
  transcript: z.array(ZTranscriptLine),
  coach: ZVideoCoachState.nullable(),
  /** For the client: the guests the coach would let in, waiting for the client's answer. Empty for everyone else. */
  guestRequests: z.array(ZGuestKnock),
  /** Set for a guest: the token their later calls and socket carry. */
  guestToken: z.string().nullable(),
});
export type TVideoJoinData = z.infer<typeof ZVideoJoinData>;

/** POST /api/sessions/{id}/end: completion notes optional and trimmed. */
export const ZEndSessionBody = z.strictObject({
  completionNotes: z
    .string()
    .max(10_000)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
});
export type TEndSessionBody = z.input<typeof ZEndSessionBody>;

/** POST /api/sessions/{id}/participants/mute: the coach mutes (or turns off the camera of) another participant. */
export const ZParticipantMediaBody = z.strictObject({
  identity: z.string().min(1).max(200),
  kind: z.enum(['audio', 'video']),
  muted: z.boolean(),
});
export type TParticipantMediaBody = z.input<typeof ZParticipantMediaBody>;

/** POST /api/sessions/{id}/video/consent (and the guest form): consent to transcription, recorded with time. */
export const ZConsentBody = z.strictObject({ agreed: z.literal(true, VIDEO_ERR.CONSENT_REQUIRED) });
export type TConsentBody = z.input<typeof ZConsentBody>;

/** PUT /api/sessions/{id}/video/recording: the coach starts (with consent) or stops recording. */
export const ZRecordingBody = z.strictObject({
  recording: z.boolean(),
  agreed: z.boolean().optional(),
});
export type TRecordingBody = z.input<typeof ZRecordingBody>;

/** PUT /api/sessions/{id}/video/assist: Enable/Disable, remembered for the session. */
export const ZAssistToggleBody = z.strictObject({ enabled: z.boolean() });
export type TAssistToggleBody = z.input<typeof ZAssistToggleBody>;
export const ZAssistPinBody = z.strictObject({ isPinned: z.boolean() });
export type TAssistPinBody = z.input<typeof ZAssistPinBody>;
export const ZAssistIdParams = z.object({ id: ZId, suggestionId: ZId });
export type TAssistIdParams = z.infer<typeof ZAssistIdParams>;

/** POST /api/sessions/{id}/feedback (coachee) and the guest form: a rating 1 to 5, comments optional (docs/video-room.md#feedback). */
export const ZFeedbackBody = z.strictObject({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comments: z
    .string()
    .max(FEEDBACK_COMMENTS_MAX)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
});
export type TFeedbackBody = z.input<typeof ZFeedbackBody>;
export const ZSessionFeedback = z.object({
  rating: z.number().int(),
  comments: z.string().nullable(),
  role: ZVideoRole,
  createdAt: ZIsoDate,
});
export type TSessionFeedback = z.infer<typeof ZSessionFeedback>;

/** Transcript saving and summarising (docs/video-room.md#transcript-notes): the server writes what it stored. */
export const ZTranscriptNoteResult = z.object({ note: ZNote });
export type TTranscriptNoteResult = z.infer<typeof ZTranscriptNoteResult>;

// ---------------------------------------------------------------- guests

/** A guest link (docs/video-room.md#guests-and-knocks). `url` opens the guest page; null expiresAt: never. */
export const ZGuestInvite = z.object({
  id: ZId,
  url: z.string(),
  expiresAt: ZIsoDate.nullable(),
  usedCount: z.number().int(),
  maxUses: z.number().int(),
  revokedAt: ZIsoDate.nullable(),
  createdAt: ZIsoDate,
});
export type TGuestInvite = z.infer<typeof ZGuestInvite>;
export const ZGuestInviteBody = z.strictObject({
  // One literal of several values (not a union with null): OpenAPI 3.0 then gets a typed, nullable enum.
  expiresInHours: z.literal([1, 6, 24, 168]).nullable().default(DEFAULT_GUEST_EXPIRY_HOURS),
  maxUses: z.union([z.literal(1), z.literal(5), z.literal(10), z.literal(-1)]).default(DEFAULT_GUEST_MAX_USES),
});
export type TGuestInviteBody = z.input<typeof ZGuestInviteBody>;
export const ZGuestInviteResult = z.object({ invite: ZGuestInvite });
export type TGuestInviteResult = z.infer<typeof ZGuestInviteResult>;
export const ZGuestInvitesResult = z.object({ invites: z.array(ZGuestInvite) });
export type TGuestInvitesResult = z.infer<typeof ZGuestInvitesResult>;
export const ZGuestInviteParams = z.object({ id: ZId, inviteId: ZId });
export type TGuestInviteParams = z.infer<typeof ZGuestInviteParams>;
export const ZKnockParams = z.object({ id: ZId, knockId: ZId });
export type TKnockParams = z.infer<typeof ZKnockParams>;
export const ZKnockDecisionBody = z.strictObject({ admit: z.boolean() });
export type TKnockDecisionBody = z.input<typeof ZKnockDecisionBody>;
/** POST /api/sessions/{id}/knocks/{knockId}/client-answer: the client allows the guest the coach admitted, or refuses. */
export const ZKnockClientAnswerBody = z.strictObject({ allow: z.boolean() });
export type TKnockClientAnswerBody = z.input<typeof ZKnockClientAnswerBody>;

/** GET /api/video/guest/{code}: what the guest page shows before knocking. */
export const ZGuestCodeParams = z.object({ code: z.string().min(10).max(100) });
export type TGuestCodeParams = z.infer<typeof ZGuestCodeParams>;
export const ZGuestLinkInfo = z.object({ sessionTitle: z.string(), coachName: z.string(), scheduledAt: ZIsoDate });
export type TGuestLinkInfo = z.infer<typeof ZGuestLinkInfo>;
/** POST /api/video/guest/{code}/knock: a name, then wait for the coach. */
export const ZKnockBody = z.strictObject({ name: z.string().trim().min(1, 'Please enter your name').max(GUEST_NAME_MAX) });
export type TKnockBody = z.input<typeof ZKnockBody>;
export const ZKnockResult = z.object({ knock: ZGuestKnock, guestToken: z.string() });
export type TKnockResult = z.infer<typeof ZKnockResult>;
/** The coach's or the client's answer to a knock: the knock as it now stands. */
export const ZKnockDecisionResult = ZKnockResult.pick({ knock: true });
export type TKnockDecisionResult = z.infer<typeof ZKnockDecisionResult>;
/** Guest calls carry the guest token in the body (guests have no account). */
export const ZGuestTokenBody = z.strictObject({ guestToken: z.string().min(10).max(2000) });
export type TGuestTokenBody = z.input<typeof ZGuestTokenBody>;
export const ZGuestConsentBody = ZGuestTokenBody.extend({ agreed: z.literal(true, VIDEO_ERR.CONSENT_REQUIRED) });
export type TGuestConsentBody = z.input<typeof ZGuestConsentBody>;
export const ZGuestFeedbackBody = ZGuestTokenBody.extend({
  rating: ZFeedbackBody.shape.rating,
  comments: ZFeedbackBody.shape.comments,
});
export type TGuestFeedbackBody = z.input<typeof ZGuestFeedbackBody>;

// ---------------------------------------------------------------- socket payloads

/** Client -> server 'video:enter': the socket follows a session's room (participants only). */
export const ZVideoEnter = z.object({ sessionId: ZId });
export type TVideoEnter = z.infer<typeof ZVideoEnter>;
/** Client -> server 'video:caption': one recognised utterance of the sender's own speech. */
export const ZVideoCaption = z.object({ sessionId: ZId, text: z.string().trim().min(1).max(TRANSCRIPT_LINE_MAX) });
export type TVideoCaption = z.infer<typeof ZVideoCaption>;
export type TVideoAck = { ok: true } | { ok: false; error: string };

/**
 * What 'video:enter' answers with: the room as it is now. A socket that (re)connects catches up
 * on the lines, suggestions, knocks and guest requests pushed while it was away.
 */
export const ZVideoCatchUp = ZVideoJoinData.pick({ state: true, transcript: true, coach: true, guestRequests: true });
export type TVideoCatchUp = z.infer<typeof ZVideoCatchUp>;
export type TVideoEnterAck = { ok: true; catchUp: TVideoCatchUp } | { ok: false; error: string };

/** POST /api/webhooks/livekit: LiveKit only needs to know the event arrived. */
export const ZWebhookReceived = z.object({ received: z.literal(true) });
export type TWebhookReceived = z.infer<typeof ZWebhookReceived>;

/** A message of LiveKit's own inside a webhook (a room, a participant, a track...), as LiveKit writes it. */
const livekitMessage = (name: string) => z.unknown().describe(`LiveKit's ${name}, in protobuf JSON`);

/**
 * POST /api/webhooks/livekit: LiveKit's WebhookEvent in protobuf JSON (fields left out when empty).
 * The route reads it as text, for the signature covers its bytes; LiveKit's SDK reads the event
 * once the signature matches, so nothing here is checked before that.
 */
export const ZLivekitWebhookBody = z.strictObject({
  /** 'room_started', 'room_finished', 'participant_joined', 'participant_left', 'track_published', ... */
  event: z.string().optional(),
  room: livekitMessage('Room').optional(),
  participant: livekitMessage('ParticipantInfo').optional(),
  egressInfo: livekitMessage('EgressInfo').optional(),
  ingressInfo: livekitMessage('IngressInfo').optional(),
  track: livekitMessage('TrackInfo').optional(),
  job: livekitMessage('Job').optional(),
  id: z.string().optional(),
  /** Seconds since the epoch: an int64, so protobuf JSON writes it as a string. */
  createdAt: z.union([z.string(), z.number().int()]).optional(),
  numDropped: z.number().int().optional(),
  roomEndReason: z.string().optional(),
});
export type TLivekitWebhookBody = z.input<typeof ZLivekitWebhookBody>;
