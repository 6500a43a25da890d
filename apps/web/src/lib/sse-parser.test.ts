import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('yields named events with their data, skipping comments and retry fields', () => {
    const parse = createSseParser();
    expect(parse('retry: 3000\n\n: heartbeat\n\nevent: status\ndata: {"a":1}\n\n')).toEqual([
      { event: 'status', data: '{"a":1}' },
    ]);
  });

  it('keeps a partial event until the rest arrives', () => {
    const parse = createSseParser();
    expect(parse('event: progress\nda')).toEqual([]);
    expect(parse('ta: {"pagesDone":1}\n')).toEqual([]);
    expect(parse('\nevent: status\r\ndata: x\r\n\r\n')).toEqual([
      { event: 'progress', data: '{"pagesDone":1}' },
      { event: 'status', data: 'x' },
    ]);
  });

  it('joins several data lines and names unnamed events "message"', () => {
    const parse = createSseParser();
    expect(parse('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
