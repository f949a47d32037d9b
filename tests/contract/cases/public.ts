/**
 * The contract's cases of the public content: the schedule, news, rates, offices, tariffs, pages
 * and the popup.
 */
import type { Cases } from './case';

export const PUBLIC_CASES: Cases = {
  getFlights: [
    { name: 'first page', as: null, params: () => ({ skip: 0, limit: 10 }), status: 200 },
    { name: 'bad limit', as: null, params: () => ({ skip: 0, limit: 'ten' }), status: 400 },
  ],
  getNewsList: [
    { name: 'home block', as: null, params: () => ({ skip: 0, limit: 4 }), status: 200 },
  ],
  getNews: [
    { name: 'exists', as: null, params: (c) => ({ id: c.newsId! }), status: 200 },
    { name: 'unknown', as: null, params: () => ({ id: 'no-such-news' }), status: 404 },
  ],
  getRates: [{ name: 'rates', as: null, status: 200 }],
  getOffices: [{ name: 'offices', as: null, status: 200 }],
  getTariffs: [{ name: 'tariffs', as: null, status: 200 }],
  getPage: [
    { name: 'terms', as: null, params: () => ({ slug: 'terms' }), status: 200 },
    { name: 'unknown', as: null, params: () => ({ slug: 'no-such-page' }), status: 404 },
  ],
  getPopup: [{ name: 'popup', as: null, status: 200 }],
};
