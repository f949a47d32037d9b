/**
 * The courier panel (docs/product.md#courier-order):
 * the branch loads its flights and parcels with the server's message; flights are selected;
 * the receiver is the customer (locked) unless a third party gets it; the address is Georgian;
 * the price shows before sending; the order clears the selection and the flight leaves the
 * list; every refusal has its message and nothing typed is lost.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatGel } from '@/shared/format';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { courierPanel } from '@/features/courier/panels';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { renderSignedIn } from '../helpers/session';
import { flightNo } from '../mocks/helpers';
import { errorOf, fieldsIn } from '../helpers/fields';

const KA = {
  panel: 'საკურიერო მომსახურება',
  branch: 'ფილიალი',
  city: 'ქალაქი',
  address: 'მისამართი (ქართულად)',
  thirdParty: 'მიტანა სხვა პირისთვის',
  name: 'მიმღების სახელი',
  phone: 'მიმღების ტელეფონი',
  submit: 'კურიერის შეკვეთა',
  selectFlights: 'აირჩიეთ რეისები',
  fillAll: 'გთხოვთ, სწორად შეავსოთ ყველა სავალდებულო ველი',
  unpaid: 'ამანათების საფასური გადაუხდელია',
  noParcels: 'ამ ფილიალში კურიერით მისატანი ჩამოსული ამანათები არ გაქვთ',
  ordered: 'კურიერი შეკვეთილია. ამანათებს 2–3 დღეში მოგიტანთ.',
  chooseForPrice: 'ფასის სანახავად აირჩიეთ ქალაქი და რეისები.',
};

/** Signs `account` in on /home and opens the courier panel; resolves once its flights show. */
async function openPanel(account = 'AX10001') {
  const app = await renderSignedIn({ account, route: '/home' });
  await screen.findByRole('tablist', { name: 'ჩემი ამანათები' });
  act(() => {
    app.store.dispatch(panelOpened(courierPanel));
  });
  const panel = await screen.findByRole('dialog', { name: KA.panel });
  await within(panel).findByLabelText(KA.branch);
  const field = fieldsIn(panel);
  return { ...app, panel, field };
}

const flightBox = (panel: HTMLElement, role: Parameters<typeof flightNo>[0]) =>
  within(panel).findByRole('checkbox', { name: new RegExp(flightNo(role)) });

/** Records the bodies sent to /api/courier/create. */
function recordOrders() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/courier/create')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

describe('courier panel: flights of a branch', () => {
  it('lists the saved branch’s flights with parcels, weight and unpaid ones, and the unpaid notice', async () => {
    const { panel, field } = await openPanel();
    expect(field(KA.branch)).toHaveValue('didube');
    const unpaid = await flightBox(panel, 'usArrivedUnpaid');
    expect(unpaid.closest('li')).toHaveTextContent(/2 ამანათი · 8[.,]2 კგ\s*გადაუხდელი/);
    // One colour per state: "unpaid" is red (danger) here as in the parcel lists.
    expect(within(unpaid.closest('li')!).getByText('გადაუხდელი')).toHaveClass('badge', 'bg-danger');
    expect((await flightBox(panel, 'cnArrivedPaid')).closest('li')).toHaveTextContent(
      /1 ამანათი · 0[.,]25 კგ$/,
    );
    expect(within(panel).getAllByRole('checkbox', { name: /-\d{4}-\d{2}/ })).toHaveLength(4);
    expect(within(panel).getByText(/ზოგიერთი რეისის საფასური გადაუხდელია/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'გადახდა' })).toHaveAttribute(
      'href',
      '/home#arrived',
    );
    expect(within(panel).getByText(KA.selectFlights)).toBeVisible();
  });

  it('says there is nothing to deliver at a branch without arrived parcels, and clears the choice', async () => {
    const { panel, field, user } = await openPanel();
    await user.click(await flightBox(panel, 'cnArrivedPaid'));
    await user.selectOptions(field(KA.branch), 'kutaisi_1');
    expect(await within(panel).findByText(KA.noParcels)).toBeVisible();
    expect(within(panel).queryByRole('checkbox', { name: /-\d{4}-\d{2}/ })).toBeNull();
    await user.selectOptions(field(KA.branch), 'didube');
    expect(await flightBox(panel, 'cnArrivedPaid')).not.toBeChecked();
  });

  it('shows user_have_not_products for a customer with nothing arrived', async () => {
    const { panel } = await openPanel('AX10002');
    expect(await within(panel).findByText(KA.noParcels)).toBeVisible();
  });
});

describe('courier panel: receiver', () => {
  it('fills name and phone from the profile, locked; the third-party switch clears and unlocks them', async () => {
    const { panel, field, user } = await openPanel();
    await flightBox(panel, 'cnArrivedPaid');
    expect(field(KA.name)).toHaveValue('გიორგი ბერიძე');
    expect(field(KA.phone)).toHaveValue('599123456');
    expect(field(KA.name)).toHaveAttribute('readonly');
    expect(field(KA.phone)).toHaveAttribute('readonly');

    await user.click(within(panel).getByRole('switch', { name: KA.thirdParty }));
    expect(field(KA.name)).toHaveValue('');
    expect(field(KA.phone)).toHaveValue('');
    expect(field(KA.name)).not.toHaveAttribute('readonly');
    await user.type(field(KA.name), 'ნინო კაპანაძე');
    await user.type(field(KA.phone), '5a9-5 12 34 5678');
    expect(field(KA.phone)).toHaveValue('595123456');

    await user.click(within(panel).getByRole('switch', { name: KA.thirdParty }));
    expect(field(KA.name)).toHaveValue('გიორგი ბერიძე');
    expect(field(KA.phone)).toHaveAttribute('readonly');
  });

  it('types the address in Georgian on a Latin keyboard', async () => {
    const { panel, field, user } = await openPanel();
    await flightBox(panel, 'cnArrivedPaid');
    await user.type(field(KA.address), 'wereTlis 116, bina 14');
    expect(field(KA.address)).toHaveValue('წერეთლის 116, ბინა 14');
  });

  it('offers the city list with Kobuleti and the Tbilisi outskirts', async () => {
    const { panel, field } = await openPanel();
    await flightBox(panel, 'cnArrivedPaid');
    const city = field(KA.city);
    for (const name of ['ქობულეთი', 'ტაბახმელა', 'წყნეთი', 'თბილისი']) {
      expect(within(city).getByRole('option', { name })).toBeInTheDocument();
    }
  });
});

describe('courier panel: price', () => {
  it('shows the tariff of the city and the selected weight before sending', async () => {
    const { panel, field, user } = await openPanel();
    const price = () => within(panel).getByText(/^(\d+[.,]\d{2}\s*₾|ფასის სანახავად)/);
    await user.selectOptions(field(KA.city), '_TBILISI_');
    expect(price()).toHaveTextContent(KA.chooseForPrice);

    await user.click(await flightBox(panel, 'cnArrivedPaid')); // 0.25 kg
    expect(price()).toHaveTextContent(/^5[.,]00\s*₾$/);
    expect(within(panel).getByText(/თბილისი · 5 კგ-მდე · ჯამური წონა 0[.,]25 კგ/)).toBeVisible();
    await user.click(await flightBox(panel, 'usArrivedUnpaid')); // + 8.2 kg = 8.45
    expect(price()).toHaveTextContent(/^7[.,]00\s*₾$/);
    await user.click(await flightBox(panel, 'cnArrivedUnpaid')); // + 2.15 kg = 10.6
    expect(price()).toHaveTextContent(/^9[.,]00\s*₾$/);
    await user.selectOptions(field(KA.city), '_KOJORI_');
    expect(price()).toHaveTextContent(/^18[.,]00\s*₾$/);
    await user.selectOptions(field(KA.city), '_BATUMI_');
    expect(price()).toHaveTextContent(/^22[.,]00\s*₾$/);
    expect(within(panel).getByText('მიტანას 2–3 დღე სჭირდება.')).toBeVisible();
    expect(within(panel).getByText('საფასურს კურიერს მიტანისას გადაუხდით.')).toBeVisible();
  });
});

describe('courier panel: sending', () => {
  it('refuses an empty order with each field’s message and keeps what was typed', async () => {
    const { panel, field, user } = await openPanel();
    await flightBox(panel, 'cnArrivedPaid');
    await user.selectOptions(field(KA.city), '');
    await user.type(field(KA.address), '116');
    await user.click(within(panel).getByRole('button', { name: KA.submit }));

    expect(await within(panel).findByText(KA.fillAll)).toBeVisible();
    expect(within(panel).getByRole('group', { name: 'რეისები' })).toHaveTextContent(
      KA.selectFlights,
    );
    expect(errorOf(field(KA.city))).toBe('აირჩიეთ ქალაქი');
    expect(errorOf(field(KA.address))).toBe('მიუთითეთ მისამართი ქართულად');
    expect(field(KA.address)).toHaveValue('116');
    await waitFor(() => expect(field(KA.city)).toHaveFocus());
  });

  it('orders a paid flight: sends the order, says so, clears the selection and the flight leaves', async () => {
    const bodies = recordOrders();
    const { panel, field, user } = await openPanel();
    await user.click(await flightBox(panel, 'cnArrivedPaid'));
    await user.selectOptions(field(KA.city), '_TBILISI_');
    await user.type(field(KA.address), 'wereTlis gamz. 116');
    await user.click(within(panel).getByRole('button', { name: KA.submit }));

    expect(await screen.findByText(KA.ordered)).toBeVisible();
    // The panel, still open for the other flights, says what was ordered.
    expect(
      await within(panel).findByText(
        `შეკვეთილია ${flightNo('cnArrivedPaid')} რეისის ამანათების მიტანა. მისამართი: წერეთლის გამზ. 116. მიწოდების ღირებულება: ${formatGel(5, 'ka')}.`,
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(
        within(panel).queryByRole('checkbox', { name: new RegExp(flightNo('cnArrivedPaid')) }),
      ).toBeNull(),
    );
    // A plain success: no refusal or rule's message under the notice, no field marked invalid.
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).queryByText(KA.fillAll)).toBeNull();
    expect(document.getElementById('courier-flights-error')).toBeNull();
    expect(panel.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(await flightBox(panel, 'trArrivedPaid')).not.toBeChecked();
    expect(bodies).toEqual([
      {
        ids: [expect.any(String)],
        sq1: 'tbilisi_0_5',
        city: '_TBILISI_',
        address: 'წერეთლის გამზ. 116',
        name: 'გიორგი ბერიძე',
        phone: '599123456',
        branches: 'didube',
      },
    ]);
    expect(field(KA.address)).toHaveValue('წერეთლის გამზ. 116');
  });

  it('sends the third party’s name and phone when the delivery goes to somebody else', async () => {
    const bodies = recordOrders();
    const { panel, field, user } = await openPanel();
    await user.click(await flightBox(panel, 'trArrivedPaid'));
    await user.click(within(panel).getByRole('switch', { name: KA.thirdParty }));
    await user.type(field(KA.name), 'ნინო კაპანაძე');
    await user.type(field(KA.phone), '577000111');
    await user.selectOptions(field(KA.city), '_KOBULETI_');
    await user.type(field(KA.address), 'rusTavelis 5');
    await user.click(within(panel).getByRole('button', { name: KA.submit }));

    expect(await screen.findByText(KA.ordered)).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        city: '_KOBULETI_',
        sq1: 'regional_0_5',
        name: 'ნინო კაპანაძე',
        phone: '577000111',
      }),
    ]);
  });

  it('is refused with product_unpaid for an unpaid flight, with a link to pay, keeping the form', async () => {
    const { panel, field, user } = await openPanel();
    await user.click(await flightBox(panel, 'cnArrivedUnpaid'));
    await user.click(within(panel).getByRole('switch', { name: KA.thirdParty }));
    await user.type(field(KA.name), 'ნინო');
    await user.type(field(KA.phone), '577000111');
    await user.type(field(KA.address), 'rusTavelis 5');
    await user.click(within(panel).getByRole('button', { name: KA.submit }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(KA.unpaid);
    expect(within(alert).getByRole('link', { name: 'გადახდა' })).toHaveAttribute(
      'href',
      '/home#arrived',
    );
    expect(field(KA.name)).toHaveValue('ნინო');
    expect(field(KA.phone)).toHaveValue('577000111');
    expect(field(KA.address)).toHaveValue('რუსთაველის 5');
    expect(await flightBox(panel, 'cnArrivedUnpaid')).toBeChecked();
  });

  it('shows "fill all fields correctly" when the server refuses the fields', async () => {
    server.use(
      http.post('*/api/courier/create', () =>
        HttpResponse.json(
          { success: false, code: 'validation_error', message: 'Fill all fields correctly' },
          { status: 400 },
        ),
      ),
    );
    const { panel, field, user } = await openPanel();
    await user.click(await flightBox(panel, 'cnArrivedPaid'));
    await user.type(field(KA.address), 'rusTavelis 5');
    await user.click(within(panel).getByRole('button', { name: KA.submit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(KA.fillAll);
    expect(field(KA.address)).toHaveValue('რუსთაველის 5');
  });
});
