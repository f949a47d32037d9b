/**
 * The hostile input the HTTP server gets: prototype keys, objects and arrays where strings
 * belong, 1 MB bodies, wrong content types, broken multipart and malformed path ids, made for
 * each operation from what its document says it takes.
 */
import type { Operation } from '../../contract/openapi';
import { multipart, pdfFile } from '../helpers';
import { bodyOf, type BodySpec, fill, type Json, pathParams } from './contract';

export const MB = 1_048_576;
export const JSON_TYPE = { 'Content-Type': 'application/json' };
/** Keys that must never reach a prototype; "polluted" is checked on Object.prototype at the end. */
export const PROTO = '"__proto__":{"polluted":"yes","email":"AX10001","password":"demo1234"}';
export const CONSTRUCTOR =
  '"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}';
const SHADOWS = '"toString":1,"valueOf":{},"hasOwnProperty":"x","isPrototypeOf":[]';
/** An object where a string belongs: it shadows the methods that casting would call. */
const OBJECT = `{"toString":1,"valueOf":1,${PROTO}}`;
const PATH_VALUES = [
  'x'.repeat(5000),
  '%ff',
  '%E0%A4%A',
  '%',
  '%00',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
];

/** JSON text of `example` with raw `members` (JSON text) in front of its own. */
function withMembers(members: string, example: Json): string {
  const rest = JSON.stringify(example).slice(1);
  return rest === '}' ? `{${members}}` : `{${members},${rest}`;
}

/** JSON text of `example` with field `key` set to raw JSON text. */
function withRaw(example: Json, key: string, raw: string): string {
  const marker = '__RAW_VALUE__';
  return JSON.stringify({ ...example, [key]: marker }).replace(`"${marker}"`, raw);
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export interface Case {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** a 2xx is fine: the hostile part is legitimately ignored */
  harmless?: boolean;
}

/** Hostile values of every string field of `example`, as JSON texts. */
function stringFieldTexts(spec: BodySpec): [string, string][] {
  return [
    ...spec.strings.flatMap((key): [string, string][] => [
      [`${key} = object`, withRaw(spec.example, key, OBJECT)],
      [`${key} = array`, withRaw(spec.example, key, '["a",{"b":1}]')],
      [`${key} = 60 KB`, withRaw(spec.example, key, JSON.stringify('ა'.repeat(20_000)))],
    ]),
    ...spec.stringArrays.map((key): [string, string] => [
      `${key}[0] = object`,
      withRaw(spec.example, key, `[${OBJECT}]`),
    ]),
  ];
}

function jsonCases(spec: BodySpec): Case[] {
  const example = JSON.stringify(spec.example);
  return [
    { name: '__proto__ key', body: withMembers(PROTO, spec.example), harmless: true },
    { name: 'constructor.prototype', body: withMembers(CONSTRUCTOR, spec.example), harmless: true },
    { name: 'Object.prototype names', body: withMembers(SHADOWS, spec.example), harmless: true },
    { name: 'only __proto__', body: `{${PROTO}}`, harmless: spec.nothingRequired },
    ...stringFieldTexts(spec).map(([name, body]) => ({ name, body })),
    { name: '1 MB body', body: JSON.stringify({ ...spec.example, x: 'a'.repeat(MB + 10) }) },
    { name: 'nested 5000 deep', body: nested(5000) },
    { name: '[ × 200000', body: '['.repeat(200_000) },
    { name: 'empty', body: '' },
    { name: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'].map(
      (type) => ({ name: `as ${type}`, body: example, headers: { 'Content-Type': type } }),
    ),
    { name: 'no content type', body: example, headers: {} },
  ].map((c) => ({ headers: JSON_TYPE, ...c }));
}

function multipartCases(spec: BodySpec): Case[] {
  const form = (inputs: string, file: typeof pdfFile | null = pdfFile) => {
    const { body, headers } = multipart(inputs, file ?? undefined);
    return { body, headers };
  };
  const boundary = { 'Content-Type': 'multipart/form-data; boundary=b' };
  const part = (name: string, value: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return [
    { name: '__proto__ in inputs', ...form(withMembers(PROTO, spec.example)), harmless: true },
    {
      name: 'constructor.prototype in inputs',
      ...form(withMembers(CONSTRUCTOR, spec.example)),
      harmless: true,
    },
    { name: 'only __proto__ in inputs', ...form(`{${PROTO}}`) },
    ...stringFieldTexts(spec).map(([name, inputs]) => ({
      name: `inputs.${name}`,
      ...form(inputs),
    })),
    { name: 'inputs nested 5000 deep', ...form(nested(5000)) },
    { name: 'inputs not JSON', ...form('{oops') },
    { name: 'no file', ...form(JSON.stringify(spec.example), null) },
    {
      name: '1 MB file of a wrong type',
      ...form(JSON.stringify(spec.example), {
        content: 'a'.repeat(MB),
        type: 'text/x',
        name: 'a.sh',
      }),
    },
    {
      name: '4.5 MB body',
      ...form(JSON.stringify(spec.example), { ...pdfFile, content: 'a'.repeat(4.5 * MB) }),
    },
    {
      name: 'no boundary',
      body: part('inputs', '{}'),
      headers: { 'Content-Type': 'multipart/form-data' },
    },
    { name: 'garbage', body: 'no multipart here', headers: boundary },
    {
      name: 'no closing boundary',
      body: part('inputs', JSON.stringify(spec.example)),
      headers: boundary,
    },
    {
      name: 'another boundary',
      body: `${part('inputs', '{}')}--b--\r\n`.replaceAll('--b', '--c'),
      headers: boundary,
    },
    { name: 'empty', body: '', headers: boundary },
    { name: 'as JSON', body: JSON.stringify(spec.example), headers: JSON_TYPE },
  ];
}

/** A body sent to an operation that takes none: ignoring it is fine. */
const ignoredBodyCases = (): Case[] =>
  [
    { name: '__proto__ body', body: `{${PROTO},${CONSTRUCTOR}}`, headers: JSON_TYPE },
    { name: '1 MB body', body: 'a'.repeat(MB + 10), headers: JSON_TYPE },
    { name: 'text body', body: 'x', headers: { 'Content-Type': 'text/plain' } },
    {
      name: 'broken multipart',
      body: '--x\r\n',
      headers: { 'Content-Type': 'multipart/form-data' },
    },
  ].map((c) => ({ ...c, harmless: true }));

function pathCases(op: Operation): Case[] {
  const valid = pathParams(op);
  const names = Object.keys(valid);
  if (names.length === 0) return [];
  return PATH_VALUES.flatMap((value) => {
    const label = value.length > 20 ? `${value.length} characters` : value;
    const all = { ...valid, ...Object.fromEntries(names.map((n) => [n, value])) };
    const single = names.length > 1 ? names : [];
    return [
      { name: `every path id = ${label}`, path: fill(op.path, all) },
      ...single.map((n) => ({
        name: `${n} = ${label}`,
        path: fill(op.path, { ...valid, [n]: value }),
      })),
    ];
  });
}

export function casesOf(op: Operation): Case[] {
  const spec = bodyOf(op);
  const bodies = !spec
    ? ignoredBodyCases()
    : spec.kind === 'json'
      ? jsonCases(spec)
      : multipartCases(spec);
  return [...pathCases(op), ...bodies];
}
