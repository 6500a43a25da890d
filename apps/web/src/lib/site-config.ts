/**
 * Company facts shown in the footer and imprint. Placeholders until the real data is known:
 * the imprint marks them as example data.
 */
export const siteConfig = {
  productName: 'Klarsicht',
  companyName: 'Klarsicht GmbH',
  sourceCodeUrl: 'https://github.com/klarsicht/klarsicht',
  contactEmail: 'kontakt@example.com',
} as const;
