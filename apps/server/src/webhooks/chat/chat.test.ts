import { type EventEnvelope, type EventIssue, eventEnvelopeSchema } from '@klarsicht/contracts';
import { impactLabel, LANGUAGES, type Language } from '@klarsicht/report';
import { failureReason, MESSAGES } from '@klarsicht/texts';
import { describe, expect, it } from 'vitest';
import { slackMessage, teamsMessage } from './index.js';

// ---------------------------------------------------------------------------------------------
// Events, one of each type, checked against the contract so they stay what an emitter sends.

const BASE = { version: 1, timestamp: '2026-11-28T10:00:00.000Z' } as const;
const SITE = 'https://example.com';
const RESULT = 'https://app.klarsicht.example/o/org_1/scans/scan_2';
const siteScan = { organisationId: 'org_1', site: SITE, scanId: 'scan_2', resultUrl: RESULT };

function issue(n: number, overrides: Partial<EventIssue> = {}): EventIssue {
  return {
    key: `key-${n}`,
    ruleId: 'image-alt',
    title: { de: 'Bilder brauchen einen Alternativtext', en: 'Images must have alternative text' },
    impact: 'serious',
    selector: `main > img:nth-child(${n})`,
    pageUrl: `${SITE}/page-${n}`,
    pageCount: 1,
    ...overrides,
  };
}

const event = (value: unknown): EventEnvelope => eventEnvelopeSchema.parse(value);

const EVENTS: Record<EventEnvelope['type'], EventEnvelope> = {
  'scan.finished': event({
    ...BASE,
    type: 'scan.finished',
    data: {
      ...siteScan,
      profile: 'bfsg',
      status: 'succeeded',
      trigger: 'monitor',
      finishedAt: BASE.timestamp,
      pages: 12,
      issues: { total: 7, critical: 1, serious: 3, moderate: 2, minor: 1 },
      previousScanId: 'scan_1',
      newIssues: 3,
      fixedIssues: 2,
    },
  }),
  'issues.new': event({
    ...BASE,
    type: 'issues.new',
    data: { ...siteScan, previousScanId: 'scan_1', issues: [issue(1), issue(2), issue(3)], total: 3 },
  }),
  'issues.fixed': event({
    ...BASE,
    type: 'issues.fixed',
    data: { ...siteScan, previousScanId: 'scan_1', issues: [issue(1), issue(2)], total: 2 },
  }),
  'issue.reopened': event({
    ...BASE,
    type: 'issue.reopened',
    data: { ...siteScan, issue: issue(1, { pageCount: 3 }), previousStatus: 'verified' },
  }),
  'statement.outdated': event({
    ...BASE,
    type: 'statement.outdated',
    data: {
      organisationId: 'org_1',
      site: SITE,
      reason: {
        de: 'Seit der Veröffentlichung sind 4 neue Barrieren gefunden worden.',
        en: '4 new barriers have been found since it was published.',
      },
      statementUrl: 'https://app.klarsicht.example/o/org_1/statements/st_1',
    },
  }),
  'monitoring.failed': event({
    ...BASE,
    type: 'monitoring.failed',
    data: { ...siteScan, errorCode: 'unreachable' },
  }),
  'webhook.test': event({
    ...BASE,
    type: 'webhook.test',
    data: { organisationId: 'org_1', webhookId: 'wh_1' },
  }),
};

function issuesNew(issues: EventIssue[], total = issues.length, site = SITE): EventEnvelope {
  return event({
    ...BASE,
    type: 'issues.new',
    data: { ...siteScan, site, previousScanId: 'scan_1', issues, total },
  });
}

const CASES = Object.values(EVENTS).flatMap((value) =>
  LANGUAGES.map((language) => [value.type, language, value] as const),
);

// ---------------------------------------------------------------------------------------------
// Slack, checked against Block Kit's documented limits (docs.slack.dev, reference/block-kit):
// header: plain_text ≤ 150; section: text ≤ 3000 and/or ≤ 10 fields of ≤ 2000; context: ≤ 10
// text elements; actions: ≤ 25 elements, a button's plain_text ≤ 75 and url ≤ 3000; ≤ 50 blocks.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function slackProblems(body: unknown): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  const keysOnly = (value: Json, allowed: string[], where: string) => {
    for (const key of Object.keys(value)) check(allowed.includes(key), `${where}: unknown field ${key}`);
  };
  const textObject = (value: unknown, types: string[], max: number, where: string) => {
    if (!isObject(value)) return check(false, `${where}: not a text object`);
    keysOnly(value, ['type', 'text', 'emoji', 'verbatim'], where);
    check(types.includes(String(value.type)), `${where}: text type ${String(value.type)}`);
    const text = value.text;
    check(typeof text === 'string' && text.length >= 1 && text.length <= max, `${where}: text length`);
  };
  if (!isObject(body)) return ['not an object'];
  keysOnly(body, ['text', 'blocks'], 'message');
  check(typeof body.text === 'string' && body.text.length > 0, 'message: no fallback text');
  const blocks = body.blocks;
  if (!Array.isArray(blocks)) return [...problems, 'message: no blocks'];
  check(blocks.length >= 1 && blocks.length <= 50, 'message: 1 to 50 blocks');
  for (const [index, block] of (blocks as unknown[]).entries()) {
    const where = `block ${index}`;
    if (!isObject(block)) {
      check(false, `${where}: not an object`);
      continue;
    }
    if (block.block_id !== undefined) {
      check(typeof block.block_id === 'string' && block.block_id.length <= 255, `${where}: block_id`);
    }
    switch (block.type) {
      case 'header':
        keysOnly(block, ['type', 'text', 'block_id'], where);
        textObject(block.text, ['plain_text'], 150, `${where} header`);
        break;
      case 'section': {
        keysOnly(block, ['type', 'text', 'fields', 'block_id'], where);
        check(block.text !== undefined || block.fields !== undefined, `${where}: neither text nor fields`);
        if (block.text !== undefined) textObject(block.text, ['plain_text', 'mrkdwn'], 3000, `${where} text`);
        if (block.fields !== undefined) {
          const fields = block.fields;
          check(
            Array.isArray(fields) && fields.length >= 1 && fields.length <= 10,
            `${where}: 1 to 10 fields`,
          );
          if (Array.isArray(fields)) {
            for (const [f, field] of fields.entries()) {
              textObject(field, ['plain_text', 'mrkdwn'], 2000, `${where} field ${f}`);
            }
          }
        }
        break;
      }
      case 'context': {
        keysOnly(block, ['type', 'elements', 'block_id'], where);
        const elements = block.elements;
        check(Array.isArray(elements) && elements.length >= 1 && elements.length <= 10, `${where}: elements`);
        if (Array.isArray(elements)) {
          for (const [e, element] of elements.entries()) {
            textObject(element, ['plain_text', 'mrkdwn'], 3000, `${where} ${e}`);
          }
        }
        break;
      }
      case 'actions': {
        keysOnly(block, ['type', 'elements', 'block_id'], where);
        const elements = block.elements;
        check(Array.isArray(elements) && elements.length >= 1 && elements.length <= 25, `${where}: elements`);
        if (!Array.isArray(elements)) break;
        for (const [e, button] of (elements as unknown[]).entries()) {
          if (!isObject(button)) {
            check(false, `${where} ${e}: not an object`);
            continue;
          }
          keysOnly(button, ['type', 'text', 'url', 'action_id', 'value', 'style'], `${where} ${e}`);
          check(button.type === 'button', `${where} ${e}: not a button`);
          textObject(button.text, ['plain_text'], 75, `${where} button ${e}`);
          const url = button.url;
          check(typeof url === 'string' && url.length <= 3000 && URL.canParse(url), `${where} ${e}: url`);
        }
        break;
      }
      default:
        check(false, `${where}: block type ${String(block.type)}`);
    }
  }
  return problems;
}

/** Every mrkdwn text of a Slack message, and its fallback text. */
function slackMrkdwn(body: ReturnType<typeof slackMessage>): string[] {
  const texts = [body.text];
  for (const block of body.blocks) {
    if (block.type === 'section') {
      for (const text of [block.text, ...(block.fields ?? [])])
        if (text?.type === 'mrkdwn') texts.push(text.text);
    }
    if (block.type === 'context') for (const text of block.elements) texts.push(text.text);
  }
  return texts;
}

const slackSections = (body: ReturnType<typeof slackMessage>) =>
  body.blocks.flatMap((block) => (block.type === 'section' && block.text ? [block.text.text] : []));

// ---------------------------------------------------------------------------------------------
// Teams: the essentials of the Adaptive Card schema (adaptivecards.io, version 1.5) and of the
// workflow webhook's message (a `message` with the card as its one attachment).

const ELEMENT_TYPES = ['TextBlock', 'RichTextBlock', 'FactSet', 'Container'];

function teamsProblems(body: unknown): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  const element = (value: unknown, where: string) => {
    if (!isObject(value)) return check(false, `${where}: not an object`);
    check(ELEMENT_TYPES.includes(String(value.type)), `${where}: element type ${String(value.type)}`);
    if (value.type === 'TextBlock') {
      check(typeof value.text === 'string' && value.text.length > 0, `${where}: text`);
      check(value.wrap === true, `${where}: wrap`);
    }
    if (value.type === 'RichTextBlock') {
      const inlines = value.inlines;
      check(Array.isArray(inlines) && inlines.length > 0, `${where}: inlines`);
      if (Array.isArray(inlines)) {
        for (const run of inlines) {
          check(isObject(run) && run.type === 'TextRun' && typeof run.text === 'string', `${where}: TextRun`);
        }
      }
    }
    if (value.type === 'FactSet') {
      const facts = value.facts;
      check(Array.isArray(facts) && facts.length > 0, `${where}: facts`);
      if (Array.isArray(facts)) {
        for (const fact of facts) {
          check(
            isObject(fact) && typeof fact.title === 'string' && typeof fact.value === 'string',
            `${where}: fact`,
          );
        }
      }
    }
    if (value.type === 'Container') {
      const items = value.items;
      check(Array.isArray(items) && items.length > 0, `${where}: items`);
      if (Array.isArray(items)) for (const [i, item] of items.entries()) element(item, `${where}.${i}`);
    }
  };
  if (!isObject(body)) return ['not an object'];
  check(body.type === 'message', 'message: type');
  const attachments = body.attachments;
  if (!Array.isArray(attachments) || attachments.length !== 1) return [...problems, 'one attachment'];
  const attachment: unknown = attachments[0];
  if (!isObject(attachment)) return [...problems, 'attachment: not an object'];
  check(attachment.contentType === 'application/vnd.microsoft.card.adaptive', 'attachment: contentType');
  check(attachment.contentUrl === null, 'attachment: contentUrl');
  const card = attachment.content;
  if (!isObject(card)) return [...problems, 'card: not an object'];
  check(card.$schema === 'http://adaptivecards.io/schemas/adaptive-card.json', 'card: $schema');
  check(card.type === 'AdaptiveCard', 'card: type');
  check(card.version === '1.5', 'card: version');
  const cardBody = card.body;
  check(Array.isArray(cardBody) && cardBody.length > 0, 'card: body');
  if (Array.isArray(cardBody)) for (const [i, item] of cardBody.entries()) element(item, `body ${i}`);
  if (card.actions !== undefined) {
    const actions = card.actions;
    check(Array.isArray(actions) && actions.length > 0, 'card: actions');
    if (Array.isArray(actions)) {
      for (const action of actions) {
        check(
          isObject(action) &&
            action.type === 'Action.OpenUrl' &&
            typeof action.title === 'string' &&
            action.title.length > 0 &&
            typeof action.url === 'string' &&
            URL.canParse(action.url),
          'card: Action.OpenUrl',
        );
      }
    }
  }
  return problems;
}

type Card = ReturnType<typeof teamsMessage>['attachments'][0]['content'];
type Element = Card['body'][number];

function flatten(elements: Element[]): Element[] {
  return elements.flatMap((item) => (item.type === 'Container' ? [item, ...flatten(item.items)] : [item]));
}

/** The texts a Teams client reads as Markdown: TextBlocks and facts. */
function teamsMarkdown(card: Card): string[] {
  return flatten(card.body).flatMap((item) => {
    if (item.type === 'TextBlock') return [item.text];
    if (item.type === 'FactSet') return item.facts.flatMap((fact) => [fact.title, fact.value]);
    return [];
  });
}

function teamsRuns(card: Card): string[] {
  return flatten(card.body).flatMap((item) =>
    item.type === 'RichTextBlock' ? item.inlines.map((run) => run.text) : [],
  );
}

const cardOf = (value: EventEnvelope, language: Language) =>
  teamsMessage(value, language).attachments[0].content;

// ---------------------------------------------------------------------------------------------

describe('chat messages, every event in both languages', () => {
  it.each(CASES)('%s in %s: a Slack body within Block Kit’s limits', (_type, language, value) => {
    const body = slackMessage(value, language);
    expect(slackProblems(body)).toEqual([]);
    expect(body.blocks[0]?.type).toBe('header');
  });

  it.each(CASES)('%s in %s: a Teams body with an Adaptive Card 1.5', (_type, language, value) => {
    expect(teamsProblems(teamsMessage(value, language))).toEqual([]);
  });

  it.each(CASES)('%s in %s: the header is the same in both chats', (_type, language, value) => {
    const slack = slackMessage(value, language).blocks[0];
    const card = cardOf(value, language);
    expect(slack?.type === 'header' && slack.text.text).toBe(card.fallbackText);
    expect(card.lang).toBe(language);
  });

  it.each(Object.values(EVENTS).map((value) => [value.type, value] as const))(
    '%s: German and English headers differ',
    (_type, value) => {
      const header = (language: Language) => slackMessage(value, language).text;
      expect(header('de')).not.toBe(header('en'));
    },
  );

  it('links to the result, or to the statement when it is outdated; a test has no link', () => {
    const url = (value: EventEnvelope) => cardOf(value, 'de').actions?.[0]?.url;
    const button = (value: EventEnvelope) =>
      slackMessage(value, 'en').blocks.find((block) => block.type === 'actions');
    expect(url(EVENTS['issues.new'])).toBe(RESULT);
    expect(url(EVENTS['monitoring.failed'])).toBe(RESULT);
    expect(url(EVENTS['statement.outdated'])).toBe('https://app.klarsicht.example/o/org_1/statements/st_1');
    expect(button(EVENTS['statement.outdated'])).toMatchObject({
      elements: [{ type: 'button', text: { text: 'View the statement' } }],
    });
    expect(url(EVENTS['webhook.test'])).toBeUndefined();
    expect(button(EVENTS['webhook.test'])).toBeUndefined();
  });
});

describe('what the messages say', () => {
  it('counts new issues in the header, German and English, singular and plural', () => {
    const three = EVENTS['issues.new'];
    expect(slackMessage(three, 'de').text).toBe('3 neue Probleme auf https://example.com');
    expect(slackMessage(three, 'en').text).toBe('3 new issues on https://example.com');
    const one = issuesNew([issue(1)]);
    expect(slackMessage(one, 'de').text).toBe('1 neues Problem auf https://example.com');
    expect(cardOf(one, 'en').fallbackText).toBe('1 new issue on https://example.com');
    expect(slackMessage(EVENTS['issues.fixed'], 'de').text).toBe(
      '2 Probleme auf https://example.com behoben',
    );
  });

  it('names a finished scan’s counts by impact, with the words of the report', () => {
    const card = cardOf(EVENTS['scan.finished'], 'de');
    const facts = card.body.find((item) => item.type === 'FactSet');
    expect(facts?.type === 'FactSet' && facts.facts).toEqual([
      { title: 'Website', value: 'https://example.com' },
      { title: 'Probleme insgesamt', value: '7' },
      { title: impactLabel('critical', 'de'), value: '1' },
      { title: impactLabel('serious', 'de'), value: '3' },
      { title: impactLabel('moderate', 'de'), value: '2' },
      { title: impactLabel('minor', 'de'), value: '1' },
      { title: 'Neu seit der vorigen Prüfung', value: '3' },
      { title: 'Behoben seit der vorigen Prüfung', value: '2' },
    ]);
    const slack = slackMessage(EVENTS['scan.finished'], 'en');
    expect(slack.text).toBe('Scan finished: https://example.com');
    expect(JSON.stringify(slack)).toContain('*Serious*\\n3');
    expect(slackSections(slack)[0]).toBe('The scheduled scan checked 12 pages.');
  });

  it('says why an issue is open again', () => {
    const reopened = (previousStatus: string) =>
      event({ ...EVENTS['issue.reopened'], data: { ...EVENTS['issue.reopened'].data, previousStatus } });
    expect(slackSections(slackMessage(reopened('accepted'), 'de'))[0]).toBe(
      MESSAGES.de.chat.reopened.accepted,
    );
    expect(slackSections(slackMessage(reopened('fixed'), 'en'))[0]).toBe(MESSAGES.en.chat.reopened.fixed);
    expect(slackSections(slackMessage(reopened('in_progress'), 'en'))[0]).toBe(
      'This issue is open again (before: in progress).',
    );
    // The issue itself, with the pages it is on besides the first.
    expect(slackSections(slackMessage(EVENTS['issue.reopened'], 'de'))[1]).toBe(
      '*Schwerwiegend:* Bilder brauchen einen Alternativtext\n`main &gt; img:nth-child(1)` auf https://example.com/page-1 und 2 weiteren Seiten',
    );
  });

  it('words a monitoring failure with the failure texts, or names an unknown code', () => {
    const card = cardOf(EVENTS['monitoring.failed'], 'de');
    expect(teamsMarkdown(card)).toContain(
      failureReason({ code: 'unreachable' }, 'de').replace(/[*_[\]`~\\]/g, '\\$&'),
    );
    const odd = event({
      ...EVENTS['monitoring.failed'],
      data: { ...EVENTS['monitoring.failed'].data, errorCode: 'weird' },
    });
    expect(slackSections(slackMessage(odd, 'en'))[0]).toBe('The scheduled scan failed.\nError code: weird');
  });

  it('says what a test message is', () => {
    expect(slackMessage(EVENTS['webhook.test'], 'de').text).toBe('Testnachricht von Klarsicht');
    expect(cardOf(EVENTS['webhook.test'], 'en').fallbackText).toBe('Test message from Klarsicht');
  });

  it('lists at most 5 issues, the gravest first, and how many more there are', () => {
    const many = Array.from({ length: 12 }, (_, n) =>
      issue(n + 1, { impact: n === 9 ? 'critical' : 'minor' }),
    );
    const value = issuesNew(many, 40);
    const slack = slackMessage(value, 'de');
    const issueSections = slackSections(slack).filter((text) => text.includes('`'));
    expect(issueSections).toHaveLength(5);
    expect(issueSections[0]).toContain('nth-child(10)');
    expect(slack.blocks).toContainEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: '… und 35 weitere Probleme' }],
    });
    expect(slack.text).toBe('40 neue Probleme auf https://example.com');
    const card = cardOf(value, 'en');
    expect(card.body.filter((item) => item.type === 'Container')).toHaveLength(5);
    expect(teamsMarkdown(card)).toContain('… and 35 more issues');
    // Not all listed: no counts by impact that would undercount.
    expect(JSON.stringify(card)).not.toContain('"title":"Minor"');

    expect(JSON.stringify(slackMessage(issuesNew(many.slice(0, 6)), 'de'))).toContain(
      '… und 1 weiteres Problem"',
    );
    expect(JSON.stringify(slackMessage(issuesNew(many.slice(0, 5)), 'en'))).not.toContain('more issue');
  });
});

describe('text from pages stays literal', () => {
  const NASTY = 'a[title="<!channel> *bold* _it_"] > [x](http://evil) `code` &amp;';
  const nasty = issuesNew(
    [issue(1, { selector: NASTY, pageUrl: 'https://example.com/<@U123>' })],
    1,
    'https://example.com/<!here>',
  );

  it('Slack: no link or mention from a page, the selector one code span', () => {
    const body = slackMessage(nasty, 'en');
    expect(slackProblems(body)).toEqual([]);
    for (const text of slackMrkdwn(body)) {
      expect(text).not.toMatch(/[<>]/);
      expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
    }
    const section = slackSections(body).find((text) => text.includes('`'));
    expect(section).toBe(
      '*Serious:* Images must have alternative text\n' +
        '`a[title="&lt;!channel&gt; *bold* _it_"] &gt; [x](http://evil) ˋcodeˋ &amp;amp;` ' +
        'on https://example.com/&lt;@U123&gt;',
    );
    expect(section?.match(/`/g)).toHaveLength(2);
    // Plain text is not parsed by Slack: the header shows the site as it is.
    expect(body.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: '1 new issue on https://example.com/<!here>' },
    });
    expect(body.text).toBe('1 new issue on https://example.com/&lt;!here&gt;');
  });

  it('Teams: page content only in TextRuns, Markdown escaped where it is read', () => {
    const card = cardOf(nasty, 'de');
    expect(teamsProblems(teamsMessage(nasty, 'de'))).toEqual([]);
    expect(teamsRuns(card)).toContain(NASTY);
    expect(teamsRuns(card)).toContain('auf https://example.com/<@U123>');
    const markdown = teamsMarkdown(card);
    expect(markdown.join('\n')).not.toContain(NASTY);
    for (const text of markdown) {
      // Every Markdown character is escaped: none follows anything but a backslash.
      expect(text).not.toMatch(/(^|[^\\])[*_[\]`~]/);
    }
    const site = 'https://example.com/*bold*/[x](http://evil)';
    expect(cardOf(issuesNew([issue(1)], 1, site), 'en').body[0]).toMatchObject({
      type: 'TextBlock',
      text: '1 new issue on https://example.com/\\*bold\\*/\\[x\\](http://evil)',
      style: 'heading',
    });
  });

  it('Teams: a line that would start a list or a heading does not', () => {
    const value = event({
      ...EVENTS['statement.outdated'],
      data: {
        ...EVENTS['statement.outdated'].data,
        reason: { de: 'x', en: '- not a list\n1. nor this\n# nor this' },
      },
    });
    const text = teamsMarkdown(cardOf(value, 'en')).find((line) => line.startsWith('Reason'));
    expect(text).toBe('Reason: - not a list\n1\\. nor this\n\\# nor this');
  });

  it('stays within the limits however long the page content is', () => {
    const huge = issue(1, {
      selector: '<'.repeat(5000),
      pageUrl: `https://example.com/${'&'.repeat(5000)}`,
      title: { de: '&'.repeat(5000), en: '>'.repeat(5000) },
    });
    const value = issuesNew(
      Array.from({ length: 50 }, () => huge),
      50,
      `https://example.com/${'&'.repeat(3000)}`,
    );
    for (const language of LANGUAGES) {
      const body = slackMessage(value, language);
      expect(slackProblems(body)).toEqual([]);
      const header = body.blocks[0];
      expect(header?.type === 'header' && header.text.text.endsWith('…')).toBe(true);
      expect(teamsProblems(teamsMessage(value, language))).toEqual([]);
      expect(JSON.stringify(teamsMessage(value, language)).length).toBeLessThan(28_000);
    }
  });
});

describe('the chat texts', () => {
  it.each(LANGUAGES)(
    'carry no markup of Slack or Teams in %s (the renderers escape whole lines)',
    (language) => {
      const all = JSON.stringify(MESSAGES[language].chat);
      expect(all).not.toMatch(/[*_`~<>&\\[\]]/);
    },
  );
});
