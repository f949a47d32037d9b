/** Types of scripts/production-build.mjs, for the browser tests. */
export declare const PRODUCTION_DIR: string;
export declare const PRODUCTION_BASE: string;
export declare const MOCK_SERVER_PORT: number;
export declare function buildProduction(): void;
export declare const PRODUCTION_NEXT_DIR: string;
export declare const PRODUCTION_SERVED: string;
export declare function buildProductionNext(): void;
export declare function deployProduction(dir: string): void;
export declare const PARTIAL_DIR: string;
export declare const PARTIAL_PORT: number;
export declare const PARTIAL_MOCKED: string;
export declare function buildPartial(): void;
export declare const PAGES_DIR: string;
export declare const PAGES_BASE: string;
export declare const PAGES_PORT: number;
export declare function buildPages(): void;
export declare const NGINX_PORT: number;
export declare const NGINX_HTTP_PORT: number;
export declare const DEPLOYED: {
  demo: string;
  production: string;
  plain: string;
  api: string;
  partial: string;
  partialApi: string;
  pages: string;
};
