import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Schema factories (functions of a schema) have no single inferred type. */
const FACTORIES = new Set(['ZEnvelope', 'ZDay', 'ZDateTime', 'ZDayOrDateTime']);

describe('contract', () => {
  it('exports an inferred type T<Name> beside every schema Z<Name>', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const missing: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [, name] of text.matchAll(/export const (Z\w+)\s*=/g)) {
        if (FACTORIES.has(name!)) continue;
        if (!new RegExp(`export type T${name!.slice(1)}\\b`).test(text)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
