/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCKING?: string;
  readonly VITE_MOCKED_OPERATIONS?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_RATES_BASE?: string;
  readonly VITE_CARD_PROVIDER_URL?: string;
  readonly VITE_VITALS_URL?: string;
  readonly VITE_SERVICE_WORKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
