import { describe, expect, it } from 'vitest';
import { outcomesOf } from '../../../test-support/pdf-facts.js';
import { evaluate } from './evaluate.js';

describe('klarsicht-pdf-form-field-names', () => {
  it('form field names: a tooltip or a structure /Alt names a field; doubts where pdf.js cannot see', () => {
    const field = {
      name: 'plz',
      kind: 'text' as const,
      page: 2,
      accessibleName: undefined,
      nameMayBeInherited: false,
    };
    const formFields = [
      { ...field, accessibleName: 'Postleitzahl' },
      field,
      { ...field, name: 'anrede', kind: 'radio' as const, nameMayBeInherited: true },
      { ...field, name: 'senden', kind: 'button' as const },
    ];
    expect(outcomesOf(evaluate, { formFields })).toEqual([
      'passed:pdf-field-named',
      'failed:pdf-field-unnamed',
      'review:pdf-field-name-inherited',
      'review:pdf-button-caption',
    ]);
    expect(outcomesOf(evaluate, {})).toEqual([]);
  });
});
