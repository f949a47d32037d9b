/**
 * The dashboard's "declare before arrival" notice (docs/product.md#dashboard): open until the
 * customer folds it; folded, its title alone stays, and it stays folded on the next visit.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../helpers/session';

const TITLE = 'დაადეკლარირეთ ამანათები, სანამ საქართველოში ჩამოვა';
const BODY = /დეკლარირების გარეშე ამანათი საბაჟოზე ჩერდება/;

describe('the declare-before-arrival notice', () => {
  it('folds to its title, stays folded on the next visit, and opens again', async () => {
    const first = await renderSignedIn({ route: '/home' });
    const title = await screen.findByRole('heading', { name: TITLE });
    expect(screen.getByText(BODY)).toBeVisible();

    await first.user.click(title);
    await waitFor(() => expect(screen.getByText(BODY)).not.toBeVisible());
    expect(title).toBeVisible();

    first.unmount();
    const next = await renderSignedIn({ route: '/home' });
    const again = await screen.findByRole('heading', { name: TITLE });
    expect(screen.getByText(BODY)).not.toBeVisible();
    await next.user.click(again);
    await waitFor(() => expect(screen.getByText(BODY)).toBeVisible());
  });
});
