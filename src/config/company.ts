/** The demo company's identity. A real deployment changes these values only here. */
export const company = {
  productName: 'Parcel Portal',
  /** Georgian tagline of the page title; the title is the same in every language (spec §2). */
  tagline: 'ამანათები უცხოეთიდან საქართველოში',
  email: 'info@parcel-portal.example',
  phone: '+995 32 2 00 00 00',
  turkishShopHost: 'lcwaikiki.com.tr',
  foundedYear: 2015,
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;

export const pageTitle = `${company.productName} · ${company.tagline}`;
