/**
 * Every text of the mock a customer reads, by language: the news, the pages (terms, services), the
 * notification templates and the popup of mocks/db/fixtures, and the notifications the mock writes
 * itself (mocks/api/notify.ts), one of each kind. Each as [file, key, text].
 */
import { NOTIFICATION_TEMPLATES, POPUP } from '@mocks/db/fixtures/content';
import { NEWS } from '@mocks/db/fixtures/news';
import { PAGES } from '@mocks/db/fixtures/pages';
import { notificationTexts, type NotificationEvent } from '@mocks/api/notify';

type Field = 'Ka' | 'Ru' | 'En';
const FIELD: Record<string, Field> = { ka: 'Ka', ru: 'Ru', en: 'En' };

/** The fields of `record` in a language (newsTextKa, titleKa, …) as [file, key, text]. */
function fieldsOf(
  file: string,
  name: string,
  record: object,
  lng: string,
): [string, string, string][] {
  const suffix = FIELD[lng];
  if (!suffix) throw new Error(`no content fields for the language ${lng}`);
  return Object.entries(record)
    .filter(([key, value]) => key.endsWith(suffix) && typeof value === 'string')
    .map(([key, value]) => [file, `${name} ${key}`, value as string]);
}

/**
 * One event of every kind the mock writes a notification for by itself (a custom one is typed by
 * staff): the record makes a new kind fail the typecheck until it is listed here.
 */
export const EVENTS: Record<Exclude<NotificationEvent['kind'], 'custom'>, NotificationEvent> = {
  paymentCompleted: { kind: 'paymentCompleted', amountTetri: 4275, flight: 'CN-2611-03' },
  debtPaid: { kind: 'debtPaid', amountTetri: 8550, flights: ['CN-2611-03', 'TR-2611-02'] },
  toppedUp: { kind: 'toppedUp', amountTetri: 5000, balanceTetri: 12000 },
  courierOrdered: { kind: 'courierOrdered', flights: ['TR-2611-02'], address: 'Tbilisi' },
  parcelReceived: { kind: 'parcelReceived', trackingNumber: 'YT1', weight: 2.5 },
  flightLanded: { kind: 'flightLanded', flightId: 'TR-2611-02', parcels: 2 },
};

/** How many texts each language has at least: a title and a text of each post, page and kind. */
export const MIN_CONTENT_TEXTS =
  NEWS.length * 2 + PAGES.length * 2 + Object.keys(EVENTS).length * 2;

/** Every text of the mock's content and notifications in a language, as [file, key, text]. */
export function contentStrings(lng: string): [string, string, string][] {
  return [
    ...NEWS.flatMap((post) => fieldsOf('mocks/db/fixtures/news.ts', post._id, post, lng)),
    ...PAGES.flatMap((page) => fieldsOf('mocks/db/fixtures/pages.ts', page.slug, page, lng)),
    ...NOTIFICATION_TEMPLATES.flatMap((template, i) =>
      fieldsOf('mocks/db/fixtures/content.ts', `notification ${i + 1}`, template, lng),
    ),
    ...fieldsOf('mocks/db/fixtures/content.ts', 'popup', POPUP, lng),
    ...Object.entries(EVENTS).flatMap(([kind, event]) =>
      fieldsOf('mocks/api/notify.ts', kind, notificationTexts(event), lng),
    ),
  ];
}
