import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** `https://coach.example/app` -> `wss://coach.example` (`http:` or `ws:` -> `ws:`): the websocket form of an origin. */
export function websocketOrigin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' || protocol === 'wss:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * Where the page may connect: its own origin, and its socket at that origin (older browsers do not
 * count ws: under 'self'), never websockets to any host. `livekitUrl`: the video server (its
 * websocket and its HTTP API), to be passed from its setting (LIVEKIT_URL) once the app has one.
 */
export function connectSources(publicUrl: string, livekitUrl?: string): string[] {
  const sources = ["'self'", websocketOrigin(publicUrl)];
  if (livekitUrl) {
    const ws = websocketOrigin(livekitUrl);
    sources.push(ws, ws.replace(/^ws/, 'http'));
  }
  return sources;
}

/** Features the video room uses: its own origin may ask for them, no frame from elsewhere may. */
const OWN_ORIGIN_FEATURES = ['camera', 'microphone', 'display-capture'];
/**
 * Features no page of the app uses: refused to every origin, the app's own too. Left out on
 * purpose, and so at their defaults (the own origin): autoplay (the room plays the others' audio),
 * clipboard-write (Copy link), speaker-selection (the room's speaker setting).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'bluetooth',
  'browsing-topics',
  'clipboard-read',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'web-share',
  'xr-spatial-tracking',
];
/** The Permissions-Policy header (helmet sets none). */
export const PERMISSIONS_POLICY = [...OWN_ORIGIN_FEATURES.map((f) => `${f}=(self)`), ...DENIED_FEATURES.map((f) => `${f}=()`)].join(', ');

/** HSTS as helmet writes it: a year, subdomains included (no preload: that is the operator's choice). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/** The app's policy: its own origin only, inline styles (Chakra's), its own websocket; HSTS only when served over HTTPS. */
export function securityHeaderOptions(publicUrl: string, livekitUrl?: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly for the video room's background blur (MediaPipe, served from our own origin).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: connectSources(publicUrl, livekitUrl),
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-HTTP local use (npm start) must not be pinned to HTTPS.
    hsts: publicUrl.startsWith('https://') ? HSTS : false,
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers helmet sets for these options, read once by running its middleware against a
 * recorder. Helmet's headers do not depend on the request unless a CSP directive is a function
 * (a per-request nonce), which is refused here.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const directives = (options.contentSecurityPolicy as { directives?: Record<string, unknown> } | undefined)?.directives ?? {};
  for (const [name, value] of Object.entries(directives)) {
    if (typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function'))) {
      throw new Error(`security headers: the CSP directive ${name} is computed per request, which the fixed header set cannot hold`);
    }
  }
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  (helmet(options) as Middleware)({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/** Every fixed header of a response: helmet's for these options, and the Permissions-Policy. */
export function securityHeaderSet(options: HelmetOptions): Record<string, string> {
  return { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * Helmet's security headers and the Permissions-Policy on every response. The header set is computed once at start and put
 * on each reply as one object: running helmet's eleven middlewares per request (each a
 * `res.setHeader`, with its own validation) was a fifth of a cached chat read's time.
 */
export const securityHeaders = fp<HelmetOptions>(
  async (app, options) => {
    const headers = securityHeaderSet(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
