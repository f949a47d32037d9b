/**
 * Issue 7: the sign-up form accepted parentheses in the English organisation name and the mock
 * backend answered "orgNameEn is required". Both now use the one rule of src/shared/rules.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { i18n } from '@/i18n';
import { SIGN_UP } from '../data';
import { renderApp } from '../render';
import { errorOf, fillSignUp, KA, openSignUp, recordRequests, VISITOR_PAGE } from './helpers';

describe('sign-up of an LTD whose English name has parentheses', () => {
  it('is accepted by the form and registered by the mock backend', async () => {
    const requests = recordRequests('/api/authorization/signup');
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await user.click(await within(dialog).findByRole('radio', { name: KA.organisation }));
    await fillSignUp(user, dialog, {
      ...SIGN_UP.ltd,
      orgNameEn: 'Kavkasia Trade (Georgia) LLC',
    });
    expect(within(dialog).getByLabelText(KA.orgNameEn)).toHaveValue('Kavkasia Trade (Georgia) LLC');
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));

    const room = await screen.findByText('AX10005', { selector: '.greeting-card dd' });
    expect(room).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const user10005 = db.users.findFirst((q) => q.where({ AXID: 'AX10005' }));
    expect(user10005?.information.LTDNameEn).toBe('Kavkasia Trade (Georgia) LLC');
  }, 40_000);

  it('still refuses a name without a letter', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    const panel = within(dialog);
    await user.click(await panel.findByRole('radio', { name: KA.organisation }));
    const orgNameEn = panel.getByLabelText(KA.orgNameEn);
    await user.type(orgNameEn, '(123)');
    await user.tab();
    await user.click(panel.getByRole('button', { name: KA.submit }));
    expect(await screen.findByText(KA.fillAll)).toBeInTheDocument();
    expect(errorOf(orgNameEn)).toBe(i18n.t('accounts:v.latinName'));
  });
});
