import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { accountsApi } from '@/api';
import { makeStore } from '@/store/store';
import { useDefaultBranch } from '@/store/session';
import { renderSignedIn, signIn } from '../helpers/session';
import { errorOf, recordRequests } from './helpers';

const B = {
  heading: 'ფილიალის არჩევა',
  city: 'ქალაქი',
  branch: 'ფილიალი',
  save: 'შენახვა',
  saved: 'ფილიალი შენახულია',
  choose: 'აირჩიეთ ფილიალი',
  noBranch: 'ამ ქალაქში ფილიალი ჯერ არ გვაქვს. გთხოვთ, აირჩიოთ სხვა ქალაქი.',
};

async function openBranch(axid: string) {
  const app = await renderSignedIn({ account: axid, route: '/add-branches' });
  await screen.findByRole('heading', { level: 1, name: B.heading });
  return app;
}

const options = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.textContent);

describe('/add-branches', () => {
  it('preselects the saved branch and lists the branches of the chosen city', async () => {
    const { user } = await openBranch('AX10002');
    const city = screen.getByLabelText(B.city);
    const branch = screen.getByLabelText(B.branch);
    expect(city).toHaveValue('_KUTAISI_');
    expect(branch).toHaveValue('kutaisi_1');
    expect(options(city)).toEqual([
      'თბილისი',
      'ქუთაისი',
      'ბათუმი (ფილიალი ჯერ არ არის)',
      'გორი (ფილიალი ჯერ არ არის)',
    ]);
    await user.selectOptions(city, '_TBILISI_');
    expect(options(branch)).toEqual(['დიდუბე', 'გლდანი', 'ისანი']);
    expect(branch).toHaveValue('');
  });

  it('reads the old qurdiani branch as didube', async () => {
    server.use(
      http.get('*/api/authorization/userInformation', () =>
        HttpResponse.json({
          success: true,
          candidate: {
            _id: 'x',
            AXID: 'AX10004',
            email: 'foreigner@demo.ge',
            phone: '568901234',
            type: 1,
            balance: 0,
            debt: 0,
            takedPlaced: { city: '_TBILISI_', address: 'qurdiani' },
            information: {
              nameKa: '',
              lastNameKa: '',
              nameEn: 'Anna',
              lastNameEn: 'Schmidt',
              city: '_TBILISI_',
              address: 'Kostava St. 47',
              personId: 'C01X00T47',
              passportId: 'C01X00T47',
              orgId: null,
              LTDName: null,
              LTDNameEn: null,
              indEntrepreneur: false,
              foreignCitizen: true,
            },
            createdAt: '2025-01-01T00:00:00Z',
          },
        }),
      ),
    );
    await openBranch('AX10004');
    expect(screen.getByLabelText(B.city)).toHaveValue('_TBILISI_');
    expect(screen.getByLabelText(B.branch)).toHaveValue('didube');
    expect(screen.getByText('თბილისი, დიდუბე')).toBeInTheDocument();
  });

  it('lists Batumi and Gori with no branch to choose, and asks to choose a branch', async () => {
    const requests = recordRequests('/api/branch/create');
    const { user } = await openBranch('AX10001');
    await user.selectOptions(screen.getByLabelText(B.city), '_BATUMI_');
    const branch = screen.getByLabelText(B.branch);
    expect(options(branch)).toEqual([]);
    expect(branch).toBeDisabled();
    expect(screen.getByText(B.noBranch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: B.save }));
    await waitFor(() => expect(errorOf(branch)).toBe(B.choose));
    expect(branch).toHaveClass('is-invalid');

    await user.selectOptions(screen.getByLabelText(B.city), '_TBILISI_');
    await user.click(screen.getByRole('button', { name: B.save }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(B.branch))).toBe(B.choose));
    expect(requests).toEqual([]);
  });

  it('saves the branch; the user information refreshes and it becomes the default branch', async () => {
    const { user } = await openBranch('AX10001');
    expect(screen.getByText('თბილისი, დიდუბე')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(B.city), '_KUTAISI_');
    expect(screen.getByLabelText(B.branch)).toHaveValue('kutaisi_1');
    await user.click(screen.getByRole('button', { name: B.save }));
    expect(await screen.findByText(B.saved)).toBeInTheDocument();
    expect(await screen.findByText('ქუთაისი', { selector: 'strong' })).toBeInTheDocument();
  });
});

describe('useDefaultBranch()', () => {
  function Probe() {
    return <output>{useDefaultBranch()}</output>;
  }

  it('is didube when signed out, the saved branch when signed in, and follows a new choice', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('didube');

    await signIn('AX10002', { store, remember: false });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kutaisi_1'));

    await store
      .dispatch(
        accountsApi.endpoints.createBranch.initiate({
          createBranchRequest: { city: '_TBILISI_', address: 'isani' },
        }),
      )
      .unwrap();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('isani'));
  });
});
