import { impactWord } from '@klarsicht/report';
import type { Impact, Language } from '@klarsicht/scanner';

/**
 * Every word of ours in what `expectAccessible` tells a person, German first, then English. Rule
 * titles, failure summaries and fix guides come from @klarsicht/rules in the same language; what is
 * not ours stays as it came: addresses, selectors, HTML, rule ids.
 */
export interface PlaywrightTexts {
  /** The failure's first line: how many violations, on how many elements, from which impact on. */
  heading: (violations: number, elements: number, failOn: Impact, profile: string) => string;
  /** The checked page: its address and title. */
  page: (url: string, title: string | undefined) => string;
  /** The impact in capitals, in the violation's line. */
  impact: (impact: Impact | null) => string;
  element: string;
  fix: string;
  more: string;
  moreElements: (count: number) => string;
  moreViolations: (count: number) => string;
  /** Checks that did not finish, listed after the violations. */
  notFinished: string;
  /** A caller's option outside its allowed values (a test written in JavaScript may pass anything). */
  invalidOption: (name: string, value: unknown, allowed: readonly string[]) => string;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const GERMAN: PlaywrightTexts = {
  heading: (violations, elements, failOn, profile) =>
    `Barrierefreiheit: ${counted(violations, 'Verstoß', 'Verstöße')} an ${counted(elements, 'Element', 'Elementen')} ` +
    `(Schweregrad „${impactWord(failOn, 'de')}“ und höher, Profil ${profile})`,
  page: (url, title) => `Seite: ${url}${title ? ` („${title}“)` : ''}`,
  impact: (impact) => impactWord(impact, 'de').toUpperCase(),
  element: 'Element',
  fix: 'Beheben',
  more: 'Mehr dazu',
  moreElements: (count) => `… und ${count} ${count === 1 ? 'weiteres Element' : 'weitere Elemente'}`,
  moreViolations: (count) => `… und ${count} ${count === 1 ? 'weiterer Verstoß' : 'weitere Verstöße'}`,
  notFinished: 'Nicht vollständig geprüft',
  invalidOption: (name, value, allowed) =>
    `expectAccessible: ${name} ist ${JSON.stringify(value)}; erlaubt sind ${allowed.join(', ')}.`,
};

const ENGLISH: PlaywrightTexts = {
  heading: (violations, elements, failOn, profile) =>
    `Accessibility: ${counted(violations, 'violation', 'violations')} on ${counted(elements, 'element', 'elements')} ` +
    `(impact “${impactWord(failOn, 'en')}” or higher, profile ${profile})`,
  page: (url, title) => `Page: ${url}${title ? ` (“${title}”)` : ''}`,
  impact: (impact) => impactWord(impact, 'en').toUpperCase(),
  element: 'Element',
  fix: 'Fix',
  more: 'More',
  moreElements: (count) => `… and ${count} more ${count === 1 ? 'element' : 'elements'}`,
  moreViolations: (count) => `… and ${count} more ${count === 1 ? 'violation' : 'violations'}`,
  notFinished: 'Not fully checked',
  invalidOption: (name, value, allowed) =>
    `expectAccessible: ${name} is ${JSON.stringify(value)}; allowed are ${allowed.join(', ')}.`,
};

export const TEXTS: Readonly<Record<Language, PlaywrightTexts>> = { de: GERMAN, en: ENGLISH };
