import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { Page } from '@/api';
import { company } from '@/config/company';
import { signInWithForm } from '../helpers/session';
import { renderApp } from '../render';
import { failing, KA, pending, quietPopup } from './helpers';

function servePage(page: Page) {
  server.use(
    http.get(`*/api/page/get/${page.slug}`, () => HttpResponse.json({ success: true, page })),
  );
}

const TERMS: Page = {
  slug: 'terms',
  titleKa: 'მომსახურების პირობები',
  titleRu: 'Условия обслуживания',
  titleEn: 'Terms of service',
  descriptionKa:
    '<h2>ჯარიმები</h2><p>არასწორ დეკლარაციაზე ჯარიმა დღგ-ს 40%-ია.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><div style="position:fixed;inset:0;z-index:9999">ყალბი ფანჯარა</div>',
  descriptionRu: '<h2>Штрафы</h2><p>Штраф составляет 40% НДС.</p>',
  descriptionEn: '<h2>Fines</h2><p>The fine is 40% of VAT.</p>',
};

describe('services page', () => {
  beforeEach(() => quietPopup());

  it('shows the six service cards, the consultation offer and the services text', async () => {
    servePage({
      slug: 'services',
      titleKa: 'როგორ ვმუშაობთ',
      titleRu: 'Как мы работаем',
      titleEn: 'How we work',
      descriptionKa:
        '<p>კონსულტაცია, მისამართები, დეკლარირება.</p><script>window.hacked = 1</script>',
      descriptionRu: '<p>Консультация.</p>',
      descriptionEn: '<p>Consultation.</p>',
    });
    renderApp({ route: '/services' });
    expect(await screen.findByRole('heading', { level: 1, name: 'სერვისები' })).toBeInTheDocument();
    for (const title of [
      'მისამართები საზღვარგარეთ',
      'დახმარება ჩინურ მაღაზიებში',
      'უფასო საბაჟო დეკლარირება',
      'გადაფუთვა',
      'საკურიერო მომსახურება',
      'გადახდის საშუალებები',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'უფასო კონსულტაცია' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: company.phone }),
    ).toHaveAttribute('href', 'tel:+995322000000');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'როგორ ვმუშაობთ' }),
    ).toBeInTheDocument();
    const text = screen.getByText('კონსულტაცია, მისამართები, დეკლარირება.');
    expect(text.closest('.rich-text')?.querySelector('script')).toBeNull();
  });

  it('shows the seeded services page of the mock backend', async () => {
    renderApp({ route: '/services' });
    // The seeded text's own sections (mocks/db/fixtures/content.ts), not the page's frame.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'მისამართები უცხოეთში' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/რეგისტრაციისთანავე მიიღებთ პირად AX კოდს/)).toBeInTheDocument();
  });

  it('shows loading and error states for the services text', async () => {
    pending('*/api/page/get/services');
    const loading = renderApp({ route: '/services' });
    expect(await screen.findByText('სერვისების აღწერა იტვირთება…')).toBeInTheDocument();
    loading.unmount();

    failing('*/api/page/get/services');
    renderApp({ route: '/services' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
    // The cards do not depend on the server.
    expect(screen.getByRole('heading', { level: 2, name: 'გადაფუთვა' })).toBeInTheDocument();
  });
});

describe('terms page', () => {
  beforeEach(() => quietPopup());

  it('shows the title and sanitised body by language', async () => {
    servePage(TERMS);
    const { user } = renderApp({ route: '/terms' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'მომსახურების პირობები' }),
    ).toBeInTheDocument();
    const body = screen
      .getByText('არასწორ დეკლარაციაზე ჯარიმა დღგ-ს 40%-ია.')
      .closest('.rich-text') as HTMLElement;
    expect(within(body).getByRole('heading', { level: 2, name: 'ჯარიმები' })).toBeInTheDocument();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    // No style from the server: its text cannot lay itself over the page.
    expect(screen.getByText('ყალბი ფანჯარა')).not.toHaveAttribute('style');

    await user.click(screen.getByRole('button', { name: 'RUS Русский' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Условия обслуживания' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Штраф составляет 40% НДС.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of service' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The fine is 40% of VAT.')).toBeInTheDocument();
  });

  it('loads the page with slug terms from the mock backend', async () => {
    renderApp({ route: '/terms' });
    await waitFor(() => expect(document.querySelector('.rich-text')).not.toBeNull());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows loading, error and empty states', async () => {
    pending('*/api/page/get/terms');
    const loading = renderApp({ route: '/terms' });
    expect(await screen.findByText('წესები იტვირთება…')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'წესები და პირობები' }),
    ).toBeInTheDocument();
    loading.unmount();

    failing('*/api/page/get/terms');
    const failed = renderApp({ route: '/terms' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
    failed.unmount();

    servePage({ ...TERMS, descriptionKa: '', descriptionEn: '', descriptionRu: '' });
    renderApp({ route: '/terms' });
    expect(await screen.findByText('წესები ჯერ არ გამოქვეყნებულა.')).toBeInTheDocument();
  });
});

describe('contact page', () => {
  beforeEach(() => quietPopup());

  it('shows hours, the three Tbilisi branches on a map, email, phone and social links', async () => {
    renderApp({ route: '/contact' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'კონტაქტები' }),
    ).toBeInTheDocument();
    const hours = screen
      .getByRole('heading', { name: 'სამუშაო საათები' })
      .closest('.card') as HTMLElement;
    expect(within(hours).getByText('ორშაბათი – პარასკევი').nextSibling).toHaveTextContent(
      '11:00–19:00',
    );
    expect(within(hours).getByText('შაბათი').nextSibling).toHaveTextContent('11:00–15:00');
    expect(within(hours).getByText('კვირა').nextSibling).toHaveTextContent('დასვენების დღე');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(main).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      'tel:+995322000000',
    );
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      expect(
        within(main).getByRole('link', { name: `${name} (იხსნება ახალ ფანჯარაში)` }),
      ).toHaveAttribute('target', '_blank');
    }

    const branches = screen
      .getByRole('heading', { name: 'ჩვენი ფილიალები თბილისში' })
      .closest('.card') as HTMLElement;
    const items = within(branches).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'დიდუბის ფილიალი',
      'გლდანის ფილიალი',
      'ისნის ფილიალი',
    ]);
    expect(items[0]).toHaveTextContent('თბილისი, აკაკი წერეთლის გამზირი 116');

    const map = within(branches).getByRole('img', { name: /თბილისის რუკა ჩვენი სამი ფილიალით/ });
    expect(map.querySelectorAll('.map-marker')).toHaveLength(3);
    // The map's description names every branch and address, so it works without the picture.
    expect(map.querySelector('desc')?.textContent).toContain(
      '3. ისნის ფილიალი: თბილისი, ქეთევან წამებულის გამზირი 60',
    );
  });

  it('is translated to English', async () => {
    const { user } = renderApp({ route: '/contact' });
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(await screen.findByText('116 Akaki Tsereteli Avenue, Tbilisi')).toBeInTheDocument();
    expect(screen.getByText('Monday – Friday').nextSibling).toHaveTextContent('11:00–19:00');
  });
});

describe('app store page', () => {
  beforeEach(() => quietPopup());

  it('shows the two store badges as links', async () => {
    renderApp({ route: '/appstore' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'მობილური აპლიკაცია' }),
    ).toBeInTheDocument();
    const apple = screen.getByRole('link', { name: 'ჩამოტვირთეთ App Store-იდან' });
    expect(apple).toHaveAttribute('href', 'https://www.apple.com/app-store/');
    expect(within(apple).getByRole('img')).toHaveAttribute('src', '/appstore/app-store.svg');
    const google = screen.getByRole('link', { name: 'ჩამოტვირთეთ Google Play-დან' });
    expect(google).toHaveAttribute('href', 'https://play.google.com/store');
    expect(within(google).getByRole('img')).toHaveAttribute('src', '/appstore/google-play.svg');
  });
});

describe('payment outcome pages', () => {
  beforeEach(() => quietPopup());

  it('success: heading, text and a link to the dashboard', async () => {
    const { user, router } = renderApp({ route: '/payments/success' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'გადახდა წარმატებით განხორციელდა' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/თანხა ჩაირიცხა თქვენს ბალანსზე/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'მთავარ გვერდზე' }));
    expect(router.location.pathname).toBe('/home');
  });

  it('failed: suggests trying again or contacting the operator', async () => {
    renderApp({ route: '/payments/failed' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'გადახდა ვერ განხორციელდა' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/სცადოთ ხელახლა/)).toBeInTheDocument();
    expect(screen.getByText(/დაუკავშირდით ოპერატორს/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: company.phone }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'მთავარ გვერდზე' })).toHaveAttribute('href', '/home');
    // A visitor cannot top up, so there is no "try again" button.
    expect(screen.queryByRole('button', { name: 'ხელახლა ცდა' })).not.toBeInTheDocument();
  });

  it('failed, signed in: "try again" opens the add-balance panel', async () => {
    const { user } = renderApp({ route: '/payments/failed' });
    await signInWithForm(user);
    await user.click(await screen.findByRole('button', { name: 'ხელახლა ცდა' }));
    const panel = await screen.findByRole('dialog', { name: 'ბალანსის შევსება' });
    expect(
      await within(panel).findByRole('button', { name: 'გადახდაზე გადასვლა' }),
    ).toBeInTheDocument();
  });
});
