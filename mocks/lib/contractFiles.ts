// The contract's files as the demo (scripts/api-docs.ts, beside the API docs) and the mock server
// (mocks/http-server.ts) serve them, for tools that import a contract by URL.
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';

/** The file names, at the root of the app (or of the mock server), with their media types. */
export const CONTRACT_FILES = {
  'openapi.yaml': 'application/yaml; charset=utf-8',
  'openapi.json': 'application/json; charset=utf-8',
} as const;
export type ContractFile = keyof typeof CONTRACT_FILES;

export const isContractFile = (name: string): name is ContractFile => name in CONTRACT_FILES;

/** The contract as each file holds it: the YAML as written, the JSON converted from it. */
export async function contractFile(name: ContractFile, specPath: string): Promise<string> {
  const yaml = await readFile(specPath, 'utf8');
  return name === 'openapi.yaml' ? yaml : `${JSON.stringify(parseYaml(yaml), null, 2)}\n`;
}
