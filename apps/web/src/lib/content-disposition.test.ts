import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it("reads the server's quoted file name", () => {
    expect(fileNameFromDisposition('attachment; filename="klarsicht-example.com-2026-01-02.pdf"', 'x')).toBe(
      'klarsicht-example.com-2026-01-02.pdf',
    );
  });

  it('prefers filename* and decodes it', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="bericht.pdf"; filename*=UTF-8''pr%C3%BCfung.pdf`, 'x'),
    ).toBe('prüfung.pdf');
  });

  it('accepts an unquoted name and strips paths', () => {
    expect(fileNameFromDisposition('attachment; filename=../../etc/report.csv', 'x')).toBe('report.csv');
  });

  it('falls back without a usable name', () => {
    expect(fileNameFromDisposition(null, 'report.json')).toBe('report.json');
    expect(fileNameFromDisposition('attachment', 'report.json')).toBe('report.json');
    expect(fileNameFromDisposition('attachment; filename=""', 'report.json')).toBe('report.json');
  });
});
