/**
 * The first screen as HTML at build time: vite-prerender-plugin (vite.config.ts) runs this after
 * the build and puts the result into dist/index.html's #root. It is /home as a Georgian visitor
 * sees it before any data has arrived; the browser paints it before the app's JavaScript has run,
 * and main.tsx hydrates it when the visit is such a one (src/boot.ts).
 */
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/App';
import { routes } from '@/app/routes';
import { basePath, paths } from '@/config/paths';
import { i18nReady } from '@/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { makeStore } from '@/store/store';

export async function prerender(): Promise<{ html: string; head: { lang: string } }> {
  // Server-only code, imported here so that it stays out of the app's chunks. The edge build:
  // the browser one (which the app's build would pick) keeps a MessageChannel open, and Node
  // would never exit after the build.
  const { prerender: renderToStream } = await import('react-dom/static.edge');
  await i18nReady;
  const errors: unknown[] = [];
  // Waits for the lazy parts of the page, so the client finds every Suspense boundary complete.
  const { prelude } = await renderToStream(
    <StrictMode>
      <AppProviders store={makeStore({})}>
        {/* The app's routes, at /home: the same tree the browser hydrates (src/app/App.tsx). */}
        <RouterProvider
          router={createMemoryRouter(routes, {
            basename: basePath,
            initialEntries: [`${basePath}${paths.home}`],
          })}
          useTransitions={false}
        />
      </AppProviders>
    </StrictMode>,
    // The page is complete as it stands: never a later segment that an inline script moves in.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed would render again on the client, over a page that differs.
  if (errors.length > 0) throw errors[0];
  return { html: await new Response(prelude).text(), head: { lang: DEFAULT_LANGUAGE } };
}
