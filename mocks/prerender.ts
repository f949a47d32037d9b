/**
 * What the build's prerendered page asks the mock backend (through src/app/mockBackend.ts): the
 * seeded database's answers, from the same handlers the browser's worker uses, with no worker.
 */
import { getResponse } from 'msw';
import type { GetPopupApiResponse, Popup } from '@/api';
import { seedDatabase } from './db/seed';
import { handlers } from './handlers';

/** The announcement GET /api/popap/get answers a first visitor, or null when none is on. */
export async function announcementAtBuild(): Promise<Popup | null> {
  await seedDatabase();
  const response = await getResponse(handlers, new Request('http://localhost/api/popap/get'));
  if (!response?.ok) throw new Error(`prerender: GET /api/popap/get answered ${response?.status}`);
  const body = (await response.json()) as GetPopupApiResponse;
  return body.popap ?? null;
}
