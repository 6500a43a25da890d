import {
  FLOW_FAILURE_REASONS,
  placeholdersOf,
  RECORDING_PROBLEM_CODES,
  STATE_TRIGGERS,
} from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import { FLOW_TEXTS, flowFailureText, flowStateText, pageStateText, recordingProblemText } from './index.js';

describe('the texts of user flows', () => {
  it('have the same placeholders in German and English for every code', () => {
    const { de, en } = FLOW_TEXTS;
    for (const code of RECORDING_PROBLEM_CODES)
      expect(placeholdersOf(de.problems[code])).toEqual(placeholdersOf(en.problems[code]));
    for (const reason of FLOW_FAILURE_REASONS) expect(placeholdersOf(de.failures[reason])).toEqual(['step']);
    for (const trigger of STATE_TRIGGERS) expect(de.triggers[trigger]).not.toBe(en.triggers[trigger]);
  });

  it('say which step and which field a problem is in, or that it is the recording’s', () => {
    expect(
      recordingProblemText({ code: 'missing_field', step: 4, path: 'steps.3.selectors' }, 'de', {
        maxSteps: 200,
      }),
    ).toBe('Schritt 4: Die Angabe „selectors“ fehlt.');
    expect(
      recordingProblemText({ code: 'invalid_selector', step: 2, path: 'steps.1.selectors.0.1' }, 'en', {
        maxSteps: 200,
      }),
    ).toBe('Step 2: a selector is not valid ("selectors").');
    expect(recordingProblemText({ code: 'too_many_steps', path: 'steps' }, 'de', { maxSteps: 200 })).toBe(
      'Die Aufzeichnung hat mehr als 200 Schritte.',
    );
  });

  it('name the state a page was checked in, by the check’s name where it has one', () => {
    expect(pageStateText({ step: 4, trigger: 'check', name: 'Warenkorb geöffnet' }, 'de')).toBe(
      'Schritt 4: „Warenkorb geöffnet“',
    );
    expect(pageStateText({ step: 8, trigger: 'error-message' }, 'en')).toBe('Step 8: message shown');
    expect(flowFailureText({ step: 3, reason: 'element_not_found' }, 'de')).toContain('Schritt 3:');
  });

  it('name the flow before the state where nothing around says it, keeping the flow’s name as written', () => {
    const checked = { step: 3, trigger: 'check' as const, name: 'Warenkorb geöffnet' };
    expect(flowStateText(checked, 'Kasse 2.5', 'de')).toBe('Kasse 2.5 – Schritt 3: „Warenkorb geöffnet“');
    expect(flowStateText(checked, 'Kasse 2.5', 'en')).toBe('Kasse 2.5 – Step 3: "Warenkorb geöffnet"');
    expect(flowStateText({ step: 5, trigger: 'dialog' }, undefined, 'en')).toBe('Step 5: dialog opened');
    expect(placeholdersOf(FLOW_TEXTS.de.inFlow)).toEqual(placeholdersOf(FLOW_TEXTS.en.inFlow));
  });
});
