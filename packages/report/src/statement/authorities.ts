import type { Language } from '../report-types.js';

/*
 * The bodies an accessibility statement under the BFSG names, kept in one place so that a change
 * is one edit. Anlage 3 Nr. 1 Buchst. d BFSG requires the statement to name the competent market
 * surveillance authority; § 34 BFSG opens conciliation before the Schlichtungsstelle nach § 16 BGG.
 *
 * Sources, read on 25 November 2026 (check again against the official publications before each
 * release; the owner can still edit what the statement says):
 * - The MLBF's name, legal form and seat: press release of the City of Halle (Saale), "… eine neue
 *   Anstalt des öffentlichen Rechts mit Sitz in Magdeburg", and the Staatsvertrag zur
 *   Aufgabenerfüllung nach dem Barrierefreiheitsstärkungsgesetz (Thüringer Landtag, 31 January 2025).
 * - Its postal address and e-mail: the contact published for it c/o the Ministry of Labour, Social
 *   Affairs, Health and Equality of Saxony-Anhalt (Postfach 39 11 55, 39135 Magdeburg,
 *   MLBF@ms.sachsen-anhalt.de), as quoted in accessibility statements of German companies.
 * - The Schlichtungsstelle BGG: § 16 Abs. 1 BGG (it sits with the Federal Government Commissioner
 *   for Persons with Disabilities) and its postal address as published by the federal
 *   administration portal (Mauerstraße 53, 10117 Berlin); web: www.schlichtungsstelle-bgg.de.
 */

export interface PublicBody {
  name: Record<Language, string>;
  /** Postal address, lines in order. */
  address: readonly string[];
  email?: string;
  website?: string;
}

export const MARKET_SURVEILLANCE_AUTHORITY: PublicBody = {
  name: {
    de: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Anstalt des öffentlichen Rechts mit Sitz in Magdeburg',
    en: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF; the German federal states’ joint market surveillance authority for the accessibility of products and services), a public-law institution based in Magdeburg',
  },
  address: [
    'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung des Landes Sachsen-Anhalt',
    'Postfach 39 11 55',
    '39135 Magdeburg',
  ],
  email: 'MLBF@ms.sachsen-anhalt.de',
};

export const CONCILIATION_BODY: PublicBody = {
  name: {
    de: 'Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen',
    en: 'Conciliation body under Section 16 of the Disability Equality Act (BGG) at the Federal Government Commissioner for Persons with Disabilities',
  },
  address: ['Mauerstraße 53', '10117 Berlin'],
  website: 'https://www.schlichtungsstelle-bgg.de',
};
