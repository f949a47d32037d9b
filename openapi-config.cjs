// @rtk-query/codegen-openapi config: one generated file per OpenAPI tag, all injected into
// the single base api (src/api/baseApi.ts). Regenerate with `npm run codegen`.
// CODEGEN_ROOT puts the output under another root with the same layout (<root>/api/generated),
// so the files import the base api by the same relative path: `npm run codegen:check` generates
// into a scratch copy and never writes to src/.
const ROOT = process.env.CODEGEN_ROOT ?? './src';

const TAGS = [
  'accounts',
  'parcels',
  'payments',
  'courier',
  'notifications',
  'invoices',
  'schedule',
  'news',
  'rates',
  'offices',
  'tariffs',
  'pages',
  'popup',
];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: './openapi.yaml',
  apiFile: `${ROOT}/api/baseApi.ts`,
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  outputFiles: Object.fromEntries(
    TAGS.map((tag) => [
      `${ROOT}/api/generated/${tag}.ts`,
      {
        exportName: `${tag}Api`,
        filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(tag),
      },
    ]),
  ),
};

module.exports = config;
