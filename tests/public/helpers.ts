/** Shared fixtures and handler overrides for the public-site tests. */
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Flight, FlightNote, News, Popup } from '@/api';

/** The seed switches the announcement popup on; tests that are not about it turn it off. */
export function quietPopup() {
  server.use(http.get('*/api/popap/get', () => HttpResponse.json({ success: true, popap: null })));
}

/** Makes GET {path} answer 500 with the contract's error body. */
export function failing(path: string) {
  server.use(
    http.get(path, () =>
      HttpResponse.json({ success: false, code: 'not_found', message: 'boom' }, { status: 500 }),
    ),
  );
}

/** Makes GET {path} never answer, to see the loading state. */
export function pending(path: string) {
  server.use(
    http.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

const NOTES: (FlightNote | null)[] = [
  'FLIGHT_ON_TIME',
  'FLIGHT_ARRIVED',
  'FLIGHT_ARRIVED_EARLY_1',
  'FLIGHT_ARRIVED_EARLY_3',
  'FLIGHT_ARRIVED_EARLY_7',
  null,
];

export function makeFlights(count: number): Flight[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `f${i + 1}`,
    flightId: `TST-${String(i + 1).padStart(3, '0')}`,
    countryId: (['1', '2', '3'] as const)[i % 3]!,
    additionalText: NOTES[i % NOTES.length]!,
    startdAt: i % 4 === 3 ? null : `2026-11-${String((i % 28) + 1).padStart(2, '0')}T12:00:00Z`,
    estimatedAt: `2026-12-${String((i % 28) + 1).padStart(2, '0')}T12:00:00Z`,
    endAt: i % 2 ? null : `2026-12-${String((i % 28) + 1).padStart(2, '0')}T12:00:00Z`,
  }));
}

/** Serves `flights` through GET /api/flight/gets/{skip}/{limit} and records the calls. */
export function serveFlights(flights: Flight[]) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/flight/gets/:skip/:limit', ({ params }) => {
      const skip = Number(params.skip);
      const limit = Number(params.limit);
      calls.push(`${skip}/${limit}`);
      return HttpResponse.json({
        success: true,
        flight: flights.slice(skip, skip + limit),
        count: flights.length,
      });
    }),
  );
  return calls;
}

export function makeNews(count: number): News[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      _id: `n${n}`,
      photo: `news-${String((i % 26) + 1).padStart(2, '0')}.svg`,
      newsTitleKa: `სიახლე ნომერი ${n}`,
      newsTitleRu: `Новость номер ${n}`,
      newsTitleEn: `News item ${n}`,
      newsTextKa: `<p>ტექსტი ${n}</p>`,
      newsTextRu: `<p>Текст ${n}</p>`,
      newsTextEn: `<p>Text ${n}</p>`,
      createdAt: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T11:00:00Z`,
    };
  });
}

/** Serves `news` through the list and detail endpoints and records the list calls. */
export function serveNews(news: News[]) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/news/gets/:skip/:limit', ({ params }) => {
      const skip = Number(params.skip);
      const limit = Number(params.limit);
      calls.push(`${skip}/${limit}`);
      return HttpResponse.json({
        success: true,
        news: news.slice(skip, skip + limit),
        count: news.length,
      });
    }),
    http.get('*/api/news/get/:id', ({ params }) => {
      const post = news.find((n) => n._id === params.id);
      return post
        ? HttpResponse.json({ success: true, post })
        : HttpResponse.json(
            { success: false, code: 'not_found', message: 'Not found' },
            { status: 404 },
          );
    }),
  );
  return calls;
}

export function makePopup(overrides: Partial<Popup> = {}): Popup {
  return {
    _id: 'popup-db-id',
    popapId: 'popup-2026-11',
    popap: true,
    status: true,
    titleKa: 'ახალი წლის განრიგი',
    titleRu: 'Новогоднее расписание',
    titleEn: 'New Year schedule',
    descriptionKa: '<p>რეისები 31 დეკემბერს არ გაფრინდება.</p>',
    descriptionRu: '<p>31 декабря рейсов не будет.</p>',
    descriptionEn: '<p>No flights on 31 December.</p>',
    ...overrides,
  };
}

export function servePopup(popup: Popup | null) {
  server.use(http.get('*/api/popap/get', () => HttpResponse.json({ success: true, popap: popup })));
}

/** Georgian texts the tests look for. */
export const KA = {
  loading: 'იტვირთება…',
  error: 'მონაცემები ვერ ჩაიტვირთა. გთხოვთ, დაუკავშირდეთ ოპერატორს.',
  showMore: 'მეტის ნახვა',
};
