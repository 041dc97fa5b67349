import { createHash } from 'node:crypto';
import {
  AccessToken,
  EgressClient,
  EncodedFileOutput,
  RoomServiceClient,
  TokenVerifier,
  WebhookReceiver,
  type WebhookEvent,
} from 'livekit-server-sdk';
import { VIDEO_TOKEN_TTL_MINUTES, type VideoRole } from '@coach/contract';
import type { Config } from '../../config.ts';
import { WebhookMalformedError, WebhookSignatureError } from '../../lib/webhook-errors.ts';
import { grantsFor } from './grants.ts';
import { mediaTrackOf } from './tracks.ts';

export interface TokenRequest {
  room: string;
  identity: string;
  name: string;
  role: VideoRole;
  /** Defaults to VIDEO_TOKEN_TTL_MINUTES. */
  ttlSeconds?: number;
}

/**
 * The video service behind a small interface: LiveKit when configured, otherwise `NoVideo`,
 * with which the room opens without audio and video (everything else in it still works).
 */
export interface VideoProvider {
  /** The address browsers connect to; null without a video service. */
  readonly url: string | null;
  readonly recordingAvailable: boolean;
  /** A join token for one room, or null without a video service. */
  token(req: TokenRequest): Promise<{ token: string; expiresAt: Date } | null>;
  /** Creates the room (idempotent). */
  createRoom(room: string): Promise<void>;
  /** Closes the room: every participant is disconnected. A room already gone is fine. */
  closeRoom(room: string): Promise<void>;
  /** Takes a participant out of the room (a guest whose link was revoked); one already gone is fine. */
  removeParticipant(room: string, identity: string): Promise<void>;
  /** Mutes or unmutes a participant's microphone or camera; false when they or that track are not there. */
  setTrackMuted(room: string, identity: string, kind: 'audio' | 'video', muted: boolean): Promise<boolean>;
  /** Starts a room-composite recording to a file; returns the egress id. */
  startRecording(room: string): Promise<string>;
  stopRecording(egressId: string): Promise<void>;
  /**
   * Verifies a webhook's signature on its raw body (WebhookSignatureError when it does not match),
   * then reads the event (WebhookMalformedError when a signed body is not one).
   */
  receiveWebhook(rawBody: string, authorization: string | undefined): Promise<WebhookEvent>;
}

export class LiveKitVideo implements VideoProvider {
  readonly url: string;
  readonly recordingAvailable: boolean;
  private readonly rooms: RoomServiceClient;
  private readonly egress: EgressClient;
  private readonly webhooks: WebhookReceiver;
  private readonly verifier: TokenVerifier;

  constructor(private readonly settings: NonNullable<Config['livekit']>) {
    this.url = settings.url;
    this.recordingAvailable = settings.egress;
    this.rooms = new RoomServiceClient(settings.apiUrl, settings.apiKey, settings.apiSecret);
    this.egress = new EgressClient(settings.apiUrl, settings.apiKey, settings.apiSecret);
    this.webhooks = new WebhookReceiver(settings.apiKey, settings.apiSecret);
    this.verifier = new TokenVerifier(settings.apiKey, settings.apiSecret);
  }

  async token(req: TokenRequest) {
    const ttlSeconds = req.ttlSeconds ?? VIDEO_TOKEN_TTL_MINUTES * 60;
    const at = new AccessToken(this.settings.apiKey, this.settings.apiSecret, {
      identity: req.identity,
      name: req.name,
      ttl: ttlSeconds,
      metadata: JSON.stringify({ role: req.role }),
    });
    at.addGrant(grantsFor(req.role, req.room));
    // Real time, not the app's clock: the SDK stamps the token's exp from Date.now(), and the
    // LiveKit server checks it against its own real clock.
    return { token: await at.toJwt(), expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }

  async createRoom(room: string) {
    // Empty rooms close after 10 minutes; a departure of all participants leaves it open that long.
    await this.rooms.createRoom({ name: room, emptyTimeout: 600, departureTimeout: 120 });
  }

  async closeRoom(room: string) {
    await this.rooms.deleteRoom(room).catch((err: unknown) => {
      // LiveKit answers a room already gone with a twirp 404 ('requested room does not exist').
      const gone =
        (err as { status?: number })?.status === 404 || /not found|does not exist|404/i.test(String((err as Error)?.message ?? err));
      if (!gone) throw err;
    });
  }

  async removeParticipant(room: string, identity: string) {
    await this.rooms.removeParticipant(room, identity).catch((err: unknown) => {
      if (!/not found|not exist|404/i.test(String((err as Error)?.message ?? err))) throw err;
    });
  }

  async setTrackMuted(room: string, identity: string, kind: 'audio' | 'video', muted: boolean) {
    const participant = await this.rooms.getParticipant(room, identity).catch(() => null);
    if (!participant) return false;
    const track = mediaTrackOf(participant.tracks, kind);
    if (!track) return false;
    await this.rooms.mutePublishedTrack(room, identity, track.sid, muted);
    return true;
  }

  async startRecording(room: string) {
    const output = new EncodedFileOutput({ filepath: `recordings/${room}-{time}.mp4` });
    const info = await this.egress.startRoomCompositeEgress(room, output, { layout: 'speaker' });
    return info.egressId;
  }

  async stopRecording(egressId: string) {
    await this.egress.stopEgress(egressId);
  }

  async receiveWebhook(rawBody: string, authorization: string | undefined) {
    // The SDK's receive() checks the signature and reads the body in one step, and fails the same
    // way for both: the signature is checked here first, so that a signed body it cannot read is
    // told apart from a forged one.
    let sha256: string | undefined;
    try {
      if (!authorization) throw new Error('no Authorization header');
      sha256 = (await this.verifier.verify(authorization)).sha256;
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
    }
    if (sha256 !== createHash('sha256').update(rawBody).digest('base64')) throw new WebhookSignatureError('body changed after signing');
    try {
      return await this.webhooks.receive(rawBody, authorization, true);
    } catch (err) {
      throw new WebhookMalformedError(err instanceof Error ? err.message : 'not an event');
    }
  }
}

/** No video service configured: the room works without audio and video. */
export class NoVideo implements VideoProvider {
  readonly url = null;
  readonly recordingAvailable = false;
  async token() {
    return null;
  }
  async createRoom() {}
  async closeRoom() {}
  async removeParticipant() {}
  async setTrackMuted() {
    return false;
  }
  async startRecording(): Promise<string> {
    throw new Error('no video service');
  }
  async stopRecording() {}
  async receiveWebhook(): Promise<WebhookEvent> {
    throw new Error('no video service');
  }
}

export const createVideoProvider = (config: Config): VideoProvider => (config.livekit ? new LiveKitVideo(config.livekit) : new NoVideo());
