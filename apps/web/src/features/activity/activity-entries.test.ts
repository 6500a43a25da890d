import { ACTIVITY_ACTIONS, type ActivityAction } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/activity.json';
import en from '../../i18n/locales/en/activity.json';
import {
  actionFromFilter,
  actionsByLabel,
  activityExportPath,
  activityListPath,
  SUBJECT_KEYS,
  subjectParts,
  verificationOutcome,
} from './activity-entries';

/** `actions.api_token.created` in a language's file: the key path i18next reads. */
function actionLabel(texts: typeof de, action: ActivityAction): string | undefined {
  const [group, name] = action.split('.') as [string, string];
  return (texts.actions as Record<string, Record<string, string> | undefined>)[group]?.[name];
}

describe('the activity record’s addresses', () => {
  it('asks for one page, one action or all, before an entry', () => {
    expect(activityListPath(null, undefined)).toBe('/api/organisation/activity');
    expect(activityListPath('invitation.sent', undefined)).toBe(
      '/api/organisation/activity?action=invitation.sent',
    );
    expect(activityListPath(null, 101)).toBe('/api/organisation/activity?before=101');
    expect(activityListPath('scan.started', 7)).toBe(
      '/api/organisation/activity?action=scan.started&before=7',
    );
  });

  it('downloads JSON as it was hashed, CSV in the interface language', () => {
    expect(activityExportPath('json', 'de')).toBe('/api/organisation/activity/export');
    expect(activityExportPath('csv', 'de')).toBe('/api/organisation/activity/export.csv?lang=de');
    expect(activityExportPath('csv', 'en')).toBe('/api/organisation/activity/export.csv?lang=en');
  });
});

describe('the filter', () => {
  it('takes an action the record knows, anything else as all entries', () => {
    expect(actionFromFilter('member.role_changed')).toBe('member.role_changed');
    expect(actionFromFilter('')).toBeNull();
    expect(actionFromFilter('member.promoted')).toBeNull();
    expect(actionFromFilter('toString')).toBeNull();
  });

  it('lists every action once, by its label in the reader’s language', () => {
    const german = actionsByLabel((action) => actionLabel(de, action) ?? action, 'de');
    expect([...german].sort()).toEqual([...ACTIVITY_ACTIONS].sort());
    const labels = german.map((action) => actionLabel(de, action)!);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
    // "Überwachung" sorts with U, not after Z.
    expect(labels.indexOf('Überwachung geändert')).toBeLessThan(
      labels.indexOf('Website zum Tarif hinzugefügt'),
    );
  });
});

describe('the texts', () => {
  it.each(ACTIVITY_ACTIONS)('label %s in German and English', (action) => {
    expect(actionLabel(de, action), `de ${action}`).toBeTruthy();
    expect(actionLabel(en, action), `en ${action}`).toBeTruthy();
  });

  it('name every subject key and every kind of break', () => {
    for (const key of SUBJECT_KEYS) {
      expect(de.subject[key], key).toBeTruthy();
      expect(en.subject[key], key).toBeTruthy();
    }
    for (const kind of ['gap', 'link', 'changed', 'head'] as const) {
      expect(de.verify.problems[kind]).toContain('{{seq}}');
      expect(en.verify.problems[kind]).toContain('{{seq}}');
    }
  });
});

describe('an entry’s subject', () => {
  it('reads as labelled pairs, the site before the scan, whatever order they came in', () => {
    expect(subjectParts({ scan: 'a1b2', site: 'example.com' })).toEqual([
      { key: 'site', known: 'site', value: 'example.com' },
      { key: 'scan', known: 'scan', value: 'a1b2' },
    ]);
  });

  it('keeps a key it has no label for, under its own name, after the known ones', () => {
    expect(subjectParts({ colour: 'blau', member: 'ada@example.com', shade: 'hell' })).toEqual([
      { key: 'member', known: 'member', value: 'ada@example.com' },
      { key: 'colour', known: null, value: 'blau' },
      { key: 'shade', known: null, value: 'hell' },
    ]);
  });

  it('says "every page" for the empty page of a decision on a whole rule, and nothing for no subject', () => {
    expect(subjectParts({ site: 'example.com', rule: 'image-alt', page: '' })).toEqual([
      { key: 'site', known: 'site', value: 'example.com' },
      { key: 'page', known: 'page', value: null },
      { key: 'rule', known: 'rule', value: 'image-alt' },
    ]);
    expect(subjectParts({ name: '' })).toEqual([{ key: 'name', known: 'name', value: '' }]);
    expect(subjectParts({})).toEqual([]);
  });
});

describe('a verification', () => {
  const head = 'ab'.repeat(32);

  it('holds: how many entries, and the last hash to note down', () => {
    expect(verificationOutcome({ ok: true, entries: 12, head })).toEqual({ kind: 'ok', entries: 12, head });
  });

  it('of an empty record has nothing to say about hashes', () => {
    expect(verificationOutcome({ ok: true, entries: 0, head: '' })).toEqual({ kind: 'empty' });
  });

  it('breaks: where and how, without a last hash that no longer holds', () => {
    expect(
      verificationOutcome({ ok: false, entries: 5, problem: { kind: 'changed', seq: 3 }, head }),
    ).toEqual({
      kind: 'broken',
      problem: { kind: 'changed', seq: 3 },
    });
    expect(verificationOutcome({ ok: false, entries: 5, head })).toEqual({ kind: 'broken', problem: null });
  });
});
