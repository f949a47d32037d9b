/** The demo company's identity. A real deployment changes these values only here. */
export const company = {
  productName: 'Parcel Portal',
  /** The name of the installed app (its web app manifest, scripts/pwa.ts), and its short form. */
  appName: { ka: 'ფარსელ პორტალი', ru: 'Парсел Портал', en: 'Parcel Portal' },
  appShortName: { ka: 'ამანათები', ru: 'Посылки', en: 'Parcels' },
  /** The tagline after the product's name in the page title, in each language (docs/product.md#layout). */
  tagline: {
    ka: 'ამანათები უცხოეთიდან საქართველოში',
    ru: 'Посылки из-за рубежа в Грузию',
    en: 'Parcels from abroad to Georgia',
  },
  email: 'info@parcel-portal.example',
  phone: '+995 32 2 00 00 00',
  turkishShopHost: 'lcwaikiki.com.tr',
  foundedYear: 2015,
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  /**
   * The issuer on invoices (docs/product.md#invoice): legal name, identification code,
   * address and bank details, in Georgian and English (the invoice is bilingual). Demo values:
   * the bank and its SWIFT code are invented, and the IBAN (GE, valid check digits, bank code DM)
   * is marked as a demo value wherever it is shown.
   */
  legal: {
    name: { ka: 'შპს „ფარსელ პორტალი“', en: 'Parcel Portal LLC' },
    idCode: '405000001',
    address: {
      ka: 'საქართველო, თბილისი, წერეთლის გამზ. 116',
      en: '116 Tsereteli Ave, Tbilisi, Georgia',
    },
    bank: {
      name: { ka: 'სს „დემო ბანკი“', en: 'JSC Demo Bank' },
      swift: 'DEMOGE22',
      iban: 'GE50DM0000000123456789',
      /** The IBAN belongs to no account: shown with a demo mark. */
      ibanIsDemo: true,
    },
  },
} as const;

/** The product's title in a language: its name and tagline. index.html carries the Georgian one. */
export const pageTitle = (language: keyof typeof company.tagline) =>
  `${company.productName} · ${company.tagline[language]}`;
