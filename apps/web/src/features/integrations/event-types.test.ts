import { DELIVERY_STATUSES, EVENT_TYPES, TEST_EVENT_TYPE, WEBHOOK_KINDS } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/integrations.json';
import en from '../../i18n/locales/en/integrations.json';
import { isLabelledEventType, SIGNATURE_HEADERS, sortedEvents } from './event-types';

const LANGUAGES = { de, en } as const;

/** The text at an i18next key path (`events.scan.finished`: nested objects, one per dot). */
function text(resource: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      resource,
    );
}

describe.each(Object.entries(LANGUAGES))('%s: the words for events', (_, resource) => {
  it.each([...EVENT_TYPES, TEST_EVENT_TYPE])('has one for %s', (type) => {
    const label = text(resource.events, type);
    expect(typeof label).toBe('string');
    expect(label).not.toBe('');
  });

  it('has one for every kind, with its hints, and every delivery status', () => {
    for (const kind of WEBHOOK_KINDS) {
      expect(resource.kinds[kind], kind).toBeTruthy();
      expect(resource.kindHints[kind], kind).toBeTruthy();
      expect(resource.form.urlHints[kind], kind).toBeTruthy();
    }
    for (const status of DELIVERY_STATUSES) expect(resource.deliveryStatus[status], status).toBeTruthy();
  });

  it('explains every signature header', () => {
    for (const header of SIGNATURE_HEADERS) expect(resource.signing.headers[header], header).toBeTruthy();
  });
});

describe('event types', () => {
  it('have words for the subscribable ones and the test event, not for unknown ones', () => {
    for (const type of EVENT_TYPES) expect(isLabelledEventType(type)).toBe(true);
    expect(isLabelledEventType(TEST_EVENT_TYPE)).toBe(true);
    expect(isLabelledEventType('scan.started')).toBe(false);
    // Not a key prefix of a word either (`events.scan` is an object).
    expect(isLabelledEventType('scan')).toBe(false);
  });

  it('are listed in the contract’s order, each once', () => {
    expect(sortedEvents(['monitoring.failed', 'scan.finished', 'issues.new'])).toEqual([
      'scan.finished',
      'issues.new',
      'monitoring.failed',
    ]);
    expect(sortedEvents([...EVENT_TYPES].reverse())).toEqual([...EVENT_TYPES]);
  });
});
