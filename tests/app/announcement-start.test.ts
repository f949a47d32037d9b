// The announcement, the largest thing a first visit paints, is asked for as the app starts
// (src/app/layout/announcement.ts, called by src/main.tsx): its answer does not wait for the
// render to reach the layout's lazy dialog.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { popupApi } from '@/api';
import { startAnnouncement } from '@/app/layout/announcement';
import { makeStore } from '@/store/store';

describe('the announcement at the app’s start', () => {
  it('is requested and kept in the store before anything renders', async () => {
    const asked: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void asked.push(new URL(request.url).pathname),
    );
    const store = makeStore();
    startAnnouncement(store);
    await waitFor(() =>
      expect(popupApi.endpoints.getPopup.select()(store.getState()).data?.popap).toBeTruthy(),
    );
    expect(asked).toEqual(['/api/popap/get']);
  });
});
