/**
 * MOCK_DB_FILE holds password hashes and live tokens: it and its temporary file are its owner's
 * only (0600), and a link planted where a temporary file could be is never followed.
 */
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDbFile } from '@mocks/demo/file';
import { backend } from '@mocks/node';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'db-file-mode-'));
  dirs.push(dir);
  return dir;
}

describe('MOCK_DB_FILE on the disk', () => {
  it('is written readable by its owner only, even over a file that was readable by all', async () => {
    const dir = scratch();
    const path = join(dir, 'team.json');
    const first = await openDbFile(path, backend);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    first.close();

    writeFileSync(path, readFileSync(path), { mode: 0o644 });
    const again = await openDbFile(path, backend);
    again.save();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    again.close();
    expect(readdirSync(dir)).toEqual(['team.json']);
  });

  it('never writes through a link planted beside it', async () => {
    const dir = scratch();
    const path = join(dir, 'team.json');
    const target = join(dir, 'victim.txt');
    writeFileSync(target, 'untouched');
    // The names a temporary file had when they were predictable (the process id).
    for (const name of [`.team.json.${process.pid}.tmp`, '.team.json.tmp'])
      symlinkSync(target, join(dir, name));
    const file = await openDbFile(path, backend);
    file.save();
    file.close();
    expect(readFileSync(target, 'utf8')).toBe('untouched');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveProperty('data');
  });
});
