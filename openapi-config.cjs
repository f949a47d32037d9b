// @rtk-query/codegen-openapi config: one generated file per OpenAPI tag, all injected into
// the single base api (src/api/baseApi.ts). Regenerate with `npm run codegen`.
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
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  outputFiles: Object.fromEntries(
    TAGS.map((tag) => [
      `./src/api/generated/${tag}.ts`,
      {
        exportName: `${tag}Api`,
        filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(tag),
      },
    ]),
  ),
};

module.exports = config;
