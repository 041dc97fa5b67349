import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** The fake speech recognition's handle for the test (installFakeSpeech). */
    __speech?: { listening: () => number; say: (text: string) => number };
    /** Socket.IO event names this page received (watchSocketEvents). */
    __socketEvents?: string[];
  }
}

/**
 * Headless Chromium has no speech recognition: this installs a stand-in for
 * window.webkitSpeechRecognition (and SpeechRecognition) in every page of the context. The room
 * starts it as it would the real one; `say(page, text)` hands every started recogniser a final
 * result with that text, as the browser does when it has understood a sentence.
 */
export async function installFakeSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Handler = ((event: unknown) => void) | null;
    const listening = new Set<FakeRecognition>();
    class FakeRecognition extends EventTarget {
      continuous = false;
      interimResults = false;
      lang = 'en-US';
      maxAlternatives = 1;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      onstart: Handler = null;
      // A continuous recogniser's results grow through one listening stretch, as Chromium's do.
      heard: unknown[] = [];
      start() {
        if (listening.has(this)) throw new DOMException('recognition has already started', 'InvalidStateError');
        listening.add(this);
        this.heard = [];
        queueMicrotask(() => this.emit('start', {}));
      }
      stop() {
        if (!listening.delete(this)) return;
        queueMicrotask(() => this.emit('end', {}));
      }
      abort() {
        this.stop();
      }
      emit(type: string, fields: Record<string, unknown>) {
        const event = Object.assign(new Event(type), fields);
        const handler = (this as unknown as Record<string, Handler>)[`on${type}`];
        handler?.call(this, event);
        this.dispatchEvent(event);
      }
      hear(transcript: string) {
        // The stretch's SpeechRecognitionResultList, with a new final result of one alternative.
        const result = Object.assign([{ transcript, confidence: 0.95 }], { isFinal: true, item: (i: number) => result[i] });
        this.heard.push(result);
        const results = Object.assign([...this.heard], { item: (i: number) => results[i] });
        this.emit('result', { resultIndex: results.length - 1, results });
      }
    }
    const w = window as unknown as Record<string, unknown>;
    w.webkitSpeechRecognition = FakeRecognition;
    w.SpeechRecognition = FakeRecognition;
    window.__speech = {
      listening: () => listening.size,
      say: (text: string) => {
        for (const rec of listening) rec.hear(text);
        return listening.size;
      },
    };
  });
}

/** Waits until the page's captions listen (consent given, captions on), then says `text`. */
export async function say(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__speech?.listening() ?? 0), { message: 'captions listening' }).toBeGreaterThan(0);
  expect(await page.evaluate((t) => window.__speech!.say(t), text)).toBeGreaterThan(0);
}

/**
 * Records the name of every Socket.IO event the page receives over its websockets (LiveKit's own
 * signalling is binary and left aside), from the first page load on.
 */
export function watchSocketEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      // Engine.IO message (4) carrying a Socket.IO event (2), optionally namespaced and with an ack id.
      const m = /^42(?:\/[^,]*,)?\d*\["([^"]+)"/.exec(payload);
      if (m) events.push(m[1]!);
    });
  });
  return events;
}

/** The <video> of `name` on this page is live: playing, with frames of a real size. */
export async function expectVideoPlaying(page: Page, name: string): Promise<void> {
  const video = page.locator(`video[aria-label="${name}'s video"]`).first();
  await expect(video).toBeAttached({ timeout: 20_000 });
  await expect
    .poll(
      () =>
        video.evaluate((v: HTMLVideoElement) => {
          const stream = v.srcObject instanceof MediaStream ? v.srcObject : null;
          const live = stream?.getVideoTracks().some((t) => t.readyState === 'live') ?? false;
          return live && !v.paused && v.readyState >= 2 && v.videoWidth > 0 && v.currentTime > 0;
        }),
      { timeout: 20_000, message: `${name}'s video playing` },
    )
    .toBe(true);
}

/** Every page of the context starts signed in with this token (as the sign-in page leaves it). */
export const asUser = (context: BrowserContext, token: string) =>
  context.addInitScript((t) => window.localStorage.setItem('coach.token', t), token);

/**
 * A confirmed video session of the coach with the client that starts within the next few minutes
 * (inside the 15-minute join window), 30 minutes long. A time another journey holds (409) moves
 * it a few minutes on; it never starts more than 14 minutes ahead.
 */
export async function sessionStartingSoon(
  request: APIRequestContext,
  coachToken: string,
  clientId: string,
  sessionGoals: string,
): Promise<{ id: string; scheduledAt: string }> {
  const headers = { authorization: `Bearer ${coachToken}` };
  for (let minutes = 2; minutes <= 14; minutes += 4) {
    const scheduledAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000).toISOString();
    const res = await request.post('/api/sessions/one-off', {
      headers,
      data: { clientId, scheduledAt, duration: 30, sessionType: 'video', sessionGoals },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(201);
    const { session } = ((await res.json()) as { data: { session: { id: string; scheduledAt: string } } }).data;
    return session;
  }
  throw new Error('the coach has no free quarter of an hour in the next 15 minutes');
}

/** The notes of a session the signed-in user may read. */
export async function sessionNotes(request: APIRequestContext, token: string, sessionId: string) {
  const res = await request.get(`/api/notes?sessionId=${sessionId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { notes: { noteType: string; content: string }[] } }).data.notes;
}
