// @rtk-query/codegen-openapi config: one generated file per OpenAPI tag, all injected into
// the single base api (src/api/baseApi.ts). Regenerate with `npm run codegen`.
// CODEGEN_ROOT puts the output under another root with the same layout (<root>/api/generated),
// so the files import the base api by the same relative path: `npm run codegen:check` generates
// into a scratch copy and never writes to src/.
const { mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');

const ROOT = process.env.CODEGEN_ROOT ?? './src';

// Our code says "parcel" where the contract says "product" (the backend's word: its paths,
// operationIds and fields stay as they are). The generator names an endpoint, its hooks and its
// Arg/Response types after the operationId and has no option to rename one, so it reads a copy
// of openapi.yaml with these operationIds renamed: `addProduct` is generated as `addParcel`
// (`useAddParcelMutation`, `AddParcelApiResponse`), still POST /api/product/addProduct.
// docs/architecture.md#one-word-parcel
const ENDPOINT_NAMES = {
  getProducts: 'getParcels',
  getProductsWith: 'getParcelsWith',
  getProduct: 'getParcel',
  addProduct: 'addParcel',
  addProductWithFile: 'addParcelWithFile',
  updateProduct: 'updateParcel',
  updateProductWithFile: 'updateParcelWithFile',
  deleteProduct: 'deleteParcel',
};

/** Writes the renamed copy (one per run, removed on exit) and returns its path. */
function contractWithOurNames() {
  let text = readFileSync('./openapi.yaml', 'utf8');
  for (const [operationId, name] of Object.entries(ENDPOINT_NAMES)) {
    const line = new RegExp(`^([ \\t]*operationId:[ \\t]*)${operationId}[ \\t]*$`, 'm');
    if (!line.test(text)) throw new Error(`openapi-config.cjs: no operationId ${operationId}`);
    text = text.replace(line, `$1${name}`);
  }
  const dir = './node_modules/.cache/codegen-names';
  const file = `${dir}/openapi-${process.pid}.yaml`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, text);
  process.on('exit', () => rmSync(file, { force: true }));
  return file;
}

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
  schemaFile: contractWithOurNames(),
  apiFile: `${ROOT}/api/baseApi.ts`,
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  outputFiles: Object.fromEntries(
    TAGS.flatMap((tag) => {
      const inTag = (definition) => (definition.operation.tags ?? []).includes(tag);
      // The parcels tag is the largest: its reads (lists, one parcel, the debt) are a file of
      // their own beside its changes, so that no file in src is over 300 lines.
      const parts =
        tag === 'parcels'
          ? [
              ['parcels', (definition) => inTag(definition) && definition.verb !== 'get'],
              ['parcelLists', (definition) => inTag(definition) && definition.verb === 'get'],
            ]
          : [[tag, inTag]];
      return parts.map(([file, matches]) => [
        `${ROOT}/api/generated/${file}.ts`,
        { exportName: `${file}Api`, filterEndpoints: (_name, definition) => matches(definition) },
      ]);
    }),
  ),
};

module.exports = config;
