/**
 * Notifications the emulated backend writes for what happens to a customer
 * (docs/product.md#demo-mode):
 * a flight's fee or the whole debt paid, a top-up, a courier order, a parcel received at the warehouse and a
 * flight landed. Each is written once in ka, ru and en; amounts and weights are formatted the
 * way each language writes them. New notifications are unread ('1').
 */
import type { Notification } from '@/api';
import { db, type UserRow } from '../db/collections';
import { newId } from '../lib/ids';
import { toGel } from '../lib/money';

type Lang = 'Ka' | 'Ru' | 'En';
const LOCALES: Record<Lang, string> = { Ka: 'ka-GE', Ru: 'ru-RU', En: 'en-GB' };

/** An amount as the content writes it: "42,75 ₾" in ka and ru, "42.75 GEL" in en. */
const gel = (tetri: number, lang: Lang) =>
  `${new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toGel(tetri))} ${lang === 'En' ? 'GEL' : '₾'}`;
const kg = (weight: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 3 }).format(weight);
const list = (items: readonly string[]) => items.join(', ');
/** " (flights: X, Y)" after a sentence, "(flight: X)" for one, nothing for none. */
const flightsNote = (flights: readonly string[], lang: Lang) => {
  if (flights.length === 0) return '';
  const one = flights.length === 1;
  const word = {
    Ka: one ? 'რეისი' : 'რეისები',
    Ru: one ? 'рейс' : 'рейсы',
    En: one ? 'flight' : 'flights',
  }[lang];
  return ` (${word}: ${list(flights)})`;
};

/** A text written per language (a custom notification from staff or the demo console). */
export type LangTexts = { ka: string; ru: string; en: string };
const pick = (text: string | LangTexts, lang: Lang) =>
  typeof text === 'string' ? text : text[lang === 'Ka' ? 'ka' : lang === 'Ru' ? 'ru' : 'en'];

/** What happened, with what the texts mention. A custom text is one for all languages or one per language. */
export type NotificationEvent =
  /** One flight's fee (`flight`), or the whole debt, which may span several flights or none. */
  | { kind: 'paymentCompleted'; amountTetri: number; flight: string }
  | { kind: 'debtPaid'; amountTetri: number; flights: readonly string[] }
  | { kind: 'toppedUp'; amountTetri: number; balanceTetri: number }
  | { kind: 'courierOrdered'; flights: readonly string[]; address: string }
  | { kind: 'parcelReceived'; trackingNumber: string; weight: number }
  | { kind: 'flightLanded'; flightId: string; parcels: number }
  | { kind: 'custom'; title: string | LangTexts; description: string | LangTexts };

type Texts = { title: string; description: string };

function texts(event: NotificationEvent, lang: Lang): Texts {
  switch (event.kind) {
    case 'paymentCompleted': {
      const amount = gel(event.amountTetri, lang);
      const flight = event.flight;
      return {
        Ka: {
          title: 'გადახდა წარმატებით განხორციელდა',
          description: `${flight} რეისის საფასური — ${amount} — გადახდილია ბალანსიდან. რეისის ინვოისის ნახვა და ამობეჭდვა პირად კაბინეტში შეგიძლიათ.`,
        },
        Ru: {
          title: 'Оплата прошла успешно',
          description: `Стоимость доставки по рейсу ${flight} (${amount}) оплачена с баланса. Счёт за рейс можно посмотреть и распечатать в личном кабинете.`,
        },
        En: {
          title: 'Payment completed',
          description: `You have paid ${amount} for flight ${flight} from your balance. You can view and print the flight invoice in your account.`,
        },
      }[lang];
    }
    case 'debtPaid': {
      const amount = gel(event.amountTetri, lang);
      const note = flightsNote(event.flights, lang);
      // Stock parcels owe a fee too: a debt of those alone has no flight, and no flight invoice.
      const invoices = event.flights.length > 0;
      return {
        Ka: {
          title: 'გადახდა წარმატებით განხორციელდა',
          description: `დავალიანება — ${amount} — გადახდილია ბალანსიდან${note}.${invoices ? ' რეისის ინვოისის ნახვა და ამობეჭდვა პირად კაბინეტში შეგიძლიათ.' : ''}`,
        },
        Ru: {
          title: 'Оплата прошла успешно',
          description: `Задолженность (${amount}) оплачена с баланса${note}.${invoices ? ' Счёт за рейс можно посмотреть и распечатать в личном кабинете.' : ''}`,
        },
        En: {
          title: 'Payment completed',
          description: `You have paid your debt of ${amount} from your balance${note}.${invoices ? ' You can view and print the flight invoice in your account.' : ''}`,
        },
      }[lang];
    }
    case 'toppedUp': {
      const amount = gel(event.amountTetri, lang);
      const balance = gel(event.balanceTetri, lang);
      return {
        Ka: {
          title: 'ბალანსი შევსებულია',
          description: `თქვენს ბალანსს ბარათით ${amount} დაემატა. მიმდინარე ბალანსი: ${balance}.`,
        },
        Ru: {
          title: 'Баланс пополнен',
          description: `На ваш баланс зачислено ${amount} с карты. Текущий баланс: ${balance}.`,
        },
        En: {
          title: 'Balance topped up',
          description: `${amount} has been added to your balance by card. Current balance: ${balance}.`,
        },
      }[lang];
    }
    case 'courierOrdered': {
      const note = flightsNote(event.flights, lang);
      return {
        Ka: {
          title: 'კურიერის შეკვეთა მიღებულია',
          description: `ამანათების მიტანის შეკვეთა მიღებულია${note}. მისამართი: ${event.address}. კურიერი 2–3 დღეში მოგიტანთ ამანათებს; მიტანის ფასს კურიერს ადგილზე გადაუხდით.`,
        },
        Ru: {
          title: 'Заказ курьера принят',
          description: `Заказ на доставку посылок принят${note}. Адрес: ${event.address}. Курьер доставит посылки за 2–3 дня, оплата — курьеру на месте.`,
        },
        En: {
          title: 'Courier order accepted',
          description: `Your delivery order has been accepted${note}. Address: ${event.address}. The courier delivers within 2–3 days and collects the payment.`,
        },
      }[lang];
    }
    case 'parcelReceived': {
      const weight = kg(event.weight, lang);
      return {
        Ka: {
          title: 'ამანათი საწყობშია',
          description: `ამანათი ${event.trackingNumber} მიღებულია საწყობში. წონა: ${weight} კგ. ის უახლოეს რეისს გამოყვება.`,
        },
        Ru: {
          title: 'Посылка на складе',
          description: `Посылка ${event.trackingNumber} принята на складе. Вес: ${weight} кг. Она улетит ближайшим рейсом.`,
        },
        En: {
          title: 'Parcel at the warehouse',
          description: `Parcel ${event.trackingNumber} has been received at the warehouse. Weight: ${weight} kg. It leaves on the next flight.`,
        },
      }[lang];
    }
    case 'flightLanded': {
      const count = event.parcels;
      return {
        Ka: {
          title: `რეისი ${event.flightId} თბილისში ჩამოფრინდა`,
          description: `რეისით ჩამოვიდა თქვენი ${count} ამანათი. რეისის საფასურის გადახდა უკვე შეგიძლიათ; საბაჟო შემოწმების შემდეგ ამანათებს ფილიალში მიიღებთ ან კურიერს შეუკვეთავთ.`,
        },
        Ru: {
          title: `Рейс ${event.flightId} прибыл в Тбилиси`,
          description: `Посылок на рейсе: ${count}. Оплатить стоимость доставки по рейсу можно уже сейчас; после таможенного досмотра посылки можно получить в филиале или заказать курьера.`,
        },
        En: {
          title: `Flight ${event.flightId} has arrived in Tbilisi`,
          description: `${count === 1 ? '1 of your parcels' : `${count} of your parcels`} arrived on this flight. You can already pay for the flight; after the customs check, collect them at your branch or order a courier.`,
        },
      }[lang];
    }
    case 'custom':
      return { title: pick(event.title, lang), description: pick(event.description, lang) };
  }
}

/** The stored fields of a notification about `event`, in all three languages. */
export function notificationTexts(
  event: NotificationEvent,
): Omit<Notification, '_id' | 'status' | 'createdAt'> {
  const ka = texts(event, 'Ka');
  const ru = texts(event, 'Ru');
  const en = texts(event, 'En');
  return {
    titleKa: ka.title,
    titleRu: ru.title,
    titleEn: en.title,
    descriptionKa: ka.description,
    descriptionRu: ru.description,
    descriptionEn: en.description,
  };
}

/** Writes an unread notification about `event` for `user`. */
export async function notify(user: Pick<UserRow, '_id'>, event: NotificationEvent) {
  return db.notifications.create({
    _id: newId(),
    userId: user._id,
    status: '1',
    createdAt: new Date().toISOString(),
    ...notificationTexts(event),
  });
}
