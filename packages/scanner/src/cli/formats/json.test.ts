import { describe, expect, it } from 'vitest';
import { finding, page, report } from '../test-support/sample-report.js';
import { formatJson } from './json.js';

describe('formatJson with element screenshots', () => {
  it('prints the nodes without their screenshots', () => {
    const data = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const withShot = report([
      page({
        url: 'https://example.test/',
        violations: [
          finding({
            id: 'image-alt',
            nodes: [{ selector: 'img', html: '<img>', screenshot: { mime: 'image/jpeg', data } }],
          }),
        ],
      }),
    ]);
    const printed = formatJson(withShot);
    expect(printed).not.toContain('screenshot');
    expect(JSON.parse(printed).pages[0].violations[0].nodes).toEqual([{ selector: 'img', html: '<img>' }]);
  });
});
