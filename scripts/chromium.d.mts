/** Types of scripts/chromium.mjs, for playwright.config.ts. */
export declare const CHROMIUM: string;
export declare const FLAGS: readonly string[];
