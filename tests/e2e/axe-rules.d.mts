/** The axe rules the e2e checks leave out: see axe-rules.mjs. */
export declare const MODERATE_OR_MINOR_RULES: readonly string[];
