// `.env.example` is the list a developer copies to configure a build: it must name every VITE_*
// variable the app declares, and each value it writes must be the default, i.e. copying the file
// unchanged builds the same app as setting nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** The variables of .env.example, in order, with their values. */
function exampleVariables(): Map<string, string> {
  const text = readFileSync(resolve(ROOT, '.env.example'), 'utf8');
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const equals = line.indexOf('=');
      return [line.slice(0, equals), line.slice(equals + 1)] as const;
    });
  return new Map(entries);
}

/** The VITE_* variables the app's ImportMetaEnv declares (src/vite-env.d.ts). */
function declaredVariables(): string[] {
  const text = readFileSync(resolve(ROOT, 'src/vite-env.d.ts'), 'utf8');
  return [...text.matchAll(/readonly (VITE_\w+)\??:/g)].map((match) => match[1] ?? '');
}

async function loadEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import('@/config/env')).env;
}

describe('.env.example', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists every VITE_* variable the app declares, and nothing else', () => {
    const declared = declaredVariables();
    expect(declared.length).toBeGreaterThan(0);
    expect([...exampleVariables().keys()].sort()).toEqual([...declared].sort());
  });

  it('writes each variable with its default: the copied file builds what nothing set builds', async () => {
    const unset = Object.fromEntries(declaredVariables().map((name) => [name, undefined]));
    const defaults = await loadEnv(unset);
    const copied = await loadEnv(Object.fromEntries(exampleVariables()));
    expect(copied).toEqual(defaults);
  });

  it('lets the rates service follow the API origin when its own line is left empty', async () => {
    const env = await loadEnv({
      ...Object.fromEntries(exampleVariables()),
      VITE_API_BASE: 'https://api.example.ge/',
    });
    expect(env.apiBase).toBe('https://api.example.ge');
    expect(env.ratesBase).toBe('https://api.example.ge');
  });
});
