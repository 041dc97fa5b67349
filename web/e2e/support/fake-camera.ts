import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const WIDTH = 320;
const HEIGHT = 180;
const FRAMES = 30;
const FPS = 15;

/**
 * The camera Chromium fakes in the journeys: a Y4M file (raw 4:2:0 frames) of a light bar sweeping
 * across a grey picture, two seconds that loop. Written once under the repository's gitignored
 * .tools folder; returns its path.
 */
export function fakeCameraFile(): string {
  const file = resolve(import.meta.dirname, '..', '..', '..', '.tools', `fake-camera-${WIDTH}x${HEIGHT}.y4m`);
  if (existsSync(file)) return file;
  mkdirSync(dirname(file), { recursive: true });
  const luma = WIDTH * HEIGHT;
  const chroma = (WIDTH / 2) * (HEIGHT / 2);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const parts: Buffer[] = [header];
  for (let f = 0; f < FRAMES; f++) {
    const frame = Buffer.alloc(luma + 2 * chroma, 128);
    const barStart = Math.floor((f / FRAMES) * WIDTH);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const inBar = x >= barStart && x < barStart + 40;
        frame[y * WIDTH + x] = inBar ? 220 : 60 + Math.floor((y / HEIGHT) * 80);
      }
    }
    parts.push(Buffer.from('FRAME\n'), frame);
  }
  writeFileSync(file, Buffer.concat(parts));
  return file;
}
