import { describe, expect, it } from 'vitest';
import { recordingFileName } from './recording-file';

describe('a downloaded recording', () => {
  it('is saved under the flow’s name as a JSON file', () => {
    expect(recordingFileName({ id: 'f1', name: 'Warenkorb-Ablauf', title: 'cart' })).toBe(
      'Warenkorb-Ablauf.json',
    );
    expect(recordingFileName({ id: 'f1', name: '  Kasse:  Fehler  ', title: 'x' })).toBe('Kasse Fehler.json');
  });

  it('leaves out what file systems refuse, and falls back to the title, then the id', () => {
    expect(recordingFileName({ id: 'f1', name: 'a/b\\c*?"<>|', title: 'x' })).toBe('a b c.json');
    expect(recordingFileName({ id: 'f1', name: '../..', title: 'x' })).toBe('x.json');
    expect(recordingFileName({ id: 'f1', name: '///', title: '' })).toBe('f1.json');
    expect(recordingFileName({ id: 'f1', name: 'x'.repeat(300), title: '' })).toBe(`${'x'.repeat(100)}.json`);
  });
});
