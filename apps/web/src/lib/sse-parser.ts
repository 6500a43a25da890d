/** One server-sent event: its name (`message` when the stream names none) and its data lines joined. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (a chunk may end mid-line or mid-event).
 * Comment lines (the server's heartbeat) and `retry:`/`id:` fields are skipped. Needed because
 * EventSource cannot send the bearer token that a signed-in user's scan stream requires.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const messages: SseMessage[] = [];
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) messages.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return messages;
  };
}
