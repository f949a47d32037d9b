// VITE_BASE is read as Vite reads every variable: from the environment, or from a `.env.local`
// (or `.env.[mode]`) file beside the config, so a sub-path set there builds for that path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseOf } from '../../vite.config';

describe('the base path of a build', () => {
  it('comes from VITE_BASE in .env.local', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-env-'));
    expect(baseOf('production', dir)).toBe('/');
    writeFileSync(join(dir, '.env.local'), 'VITE_BASE=/portal/\n');
    expect(baseOf('production', dir)).toBe('/portal/');
  });
});
