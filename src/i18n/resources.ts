/**
 * Every namespace of every language. English is the reference for the typed keys
 * (see i18next.d.ts); tests/i18n-parity.test.ts checks that ka and ru have the same keys and
 * interpolation variables. A new feature adds its namespace here in all three languages.
 */
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enAccounts from '@/locales/en/accounts.json';
import enErrors from '@/locales/en/errors.json';
import enPublic from '@/locales/en/public.json';
import kaAuth from '@/locales/ka/auth.json';
import kaCommon from '@/locales/ka/common.json';
import kaAccounts from '@/locales/ka/accounts.json';
import kaErrors from '@/locales/ka/errors.json';
import kaPublic from '@/locales/ka/public.json';
import ruAuth from '@/locales/ru/auth.json';
import ruCommon from '@/locales/ru/common.json';
import ruAccounts from '@/locales/ru/accounts.json';
import ruErrors from '@/locales/ru/errors.json';
import ruPublic from '@/locales/ru/public.json';

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    public: enPublic,
    accounts: enAccounts,
  },
  ka: {
    common: kaCommon,
    auth: kaAuth,
    errors: kaErrors,
    public: kaPublic,
    accounts: kaAccounts,
  },
  ru: {
    common: ruCommon,
    auth: ruAuth,
    errors: ruErrors,
    public: ruPublic,
    accounts: ruAccounts,
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
