/**
 * The API as the app uses it: every generated endpoint, hook and contract type (./generated,
 * one file per OpenAPI tag plus a generated barrel; never edit them, run `npm run codegen`),
 * with the cache tags of ./cacheTags applied. Import hooks and types from '@/api'.
 */
import './cacheTags';

export { baseApi, TAG_TYPES } from './baseApi';
export type { RequestContext } from './baseQuery';
export * from './generated';
