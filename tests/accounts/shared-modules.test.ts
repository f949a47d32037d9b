import { describe, expect, it } from 'vitest';
import kaCommon from '@/locales/ka/common.json';
import {
  BRANCH_CITIES,
  branchesOf,
  cityOfBranch,
  DEFAULT_BRANCH,
  normaliseBranch,
} from '@/shared/branches';
import { CITY_KEYS, fallbackCityName, isCityKey } from '@/shared/cities';
import { fileProblem, MAX_FILE_BYTES } from '@/shared/files';

describe('cities', () => {
  it('has about 90 Georgian towns and resorts as city keys, Kobuleti included', () => {
    expect(CITY_KEYS.length).toBeGreaterThanOrEqual(85);
    expect(new Set(CITY_KEYS).size).toBe(CITY_KEYS.length);
    for (const key of CITY_KEYS) expect(key).toMatch(/^_[A-Z0-9_]+_$/);
    for (const key of ['_TBILISI_', '_KUTAISI_', '_BATUMI_', '_KOBULETI_', '_GORI_'])
      expect(isCityKey(key)).toBe(true);
  });

  it('names every city in Georgian', () => {
    const names = kaCommon.cities as Record<string, string>;
    for (const key of CITY_KEYS) expect(names[key]).toMatch(/^[\u10D0-\u10F0 -]+$/);
  });

  it('reads an unknown key as a name', () => {
    expect(fallbackCityName('_NEW_TOWN_')).toBe('New Town');
  });
});

describe('branches', () => {
  it('has didube, gldani, isani in Tbilisi and kutaisi_1 in Kutaisi; Batumi and Gori without a branch', () => {
    expect(branchesOf('_TBILISI_')).toEqual(['didube', 'gldani', 'isani']);
    expect(branchesOf('_KUTAISI_')).toEqual(['kutaisi_1']);
    expect(branchesOf('_BATUMI_')).toEqual([]);
    expect(branchesOf('_GORI_')).toEqual([]);
    expect(BRANCH_CITIES.map((c) => c.city)).toEqual([
      '_TBILISI_',
      '_KUTAISI_',
      '_BATUMI_',
      '_GORI_',
    ]);
    expect(cityOfBranch('kutaisi_1')).toBe('_KUTAISI_');
    expect(cityOfBranch('isani')).toBe('_TBILISI_');
  });

  it('reads the old qurdiani as didube, the default branch', () => {
    expect(normaliseBranch('qurdiani')).toBe('didube');
    expect(normaliseBranch('gldani')).toBe('gldani');
    expect(normaliseBranch('nowhere')).toBeNull();
    expect(normaliseBranch('')).toBeNull();
    expect(DEFAULT_BRANCH).toBe('didube');
  });
});

describe('file checks', () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it('accepts png, jpg and pdf under 3022117 bytes', () => {
    expect(fileProblem(file('a.png', 'image/png'), { required: true })).toBeNull();
    expect(fileProblem(file('a.jpg', 'image/jpeg'), { required: true })).toBeNull();
    expect(
      fileProblem(file('a.pdf', 'application/pdf', MAX_FILE_BYTES - 1), { required: true }),
    ).toBeNull();
    expect(fileProblem(file('scan.JPEG', ''), { required: true })).toBeNull();
  });

  it('reads the name only when the type says nothing (the rule the mock backend uses too)', () => {
    expect(
      fileProblem(file('extract.JPG', 'application/octet-stream'), { required: true }),
    ).toBeNull();
    expect(fileProblem(file('extract.pdf', 'text/plain'), { required: true })).toBe(
      'errors:INCORECT_FILE_TYPE',
    );
    expect(fileProblem(file('extract.txt', 'application/octet-stream'), { required: true })).toBe(
      'errors:INCORECT_FILE_TYPE',
    );
  });

  it('has the three messages', () => {
    expect(fileProblem(null, { required: true })).toBe('errors:file_required');
    expect(fileProblem(null, { required: false })).toBeNull();
    expect(fileProblem(file('a.gif', 'image/gif'), { required: false })).toBe(
      'errors:INCORECT_FILE_TYPE',
    );
    expect(fileProblem(file('a.docx', ''), { required: false })).toBe('errors:INCORECT_FILE_TYPE');
    expect(fileProblem(file('a.pdf', 'application/pdf', MAX_FILE_BYTES), { required: false })).toBe(
      'errors:file_too_large',
    );
  });
});
