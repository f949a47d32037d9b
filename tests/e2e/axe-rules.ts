// Which of axe's rules the e2e accessibility checks (helpers/a11y.ts) leave out, and why.
/**
 * axe's rules whose checks report only a moderate or minor impact (axe-core 4.13's metadata:
 * landmarks, headings' order, regions and other best practices). The tests fail on serious and
 * critical violations only, so running these found nothing a test would act on, and cost about a
 * fifth of a run without colour contrast. tests/a11y/axe-rules.test.ts checks the list against the
 * installed axe-core, so an upgrade that makes one of them serious fails it.
 */
export const MODERATE_OR_MINOR_RULES: readonly string[] = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

/**
 * axe's rules that are off by default (tagged experimental) and that the checks turn on, since
 * the portal is held to them: label-content-name-mismatch, WCAG 2.5.3 (a control's visible text
 * is part of its accessible name, so that speech input can say what it sees).
 */
export const EXTRA_RULES: readonly string[] = ['label-content-name-mismatch'];
