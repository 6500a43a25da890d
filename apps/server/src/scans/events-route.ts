import type { ScanEvent } from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Guarded } from '../access/index.js';
import type { ScanReading } from './access.js';
import type { ScanEventHub } from './events/scan-event-hub.js';
import { OWN_SCAN_READS } from './read-routes.js';
import { isTerminal, toScanView } from './records/views.js';

/**
 * GET /api/scans/:id/events — server-sent events. The current state comes first (event `status`),
 * then `status` and `progress` events as they happen, a comment line as heartbeat so proxies keep
 * the connection, and the stream ends after a final status (succeeded or failed).
 */
export function registerScanEventsRoute(
  app: FastifyInstance,
  options: { events: ScanEventHub; heartbeatMs: number; reading: Guarded<ScanReading> },
): void {
  const openStreams = new Set<() => void>();
  // Open streams would keep server.close() waiting for ever.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/scans/:id/events',
    {
      schema: {
        summary: 'Live status and progress of a scan (text/event-stream)',
        description:
          'Server-sent events; the event name is the `type` of the JSON data (scanEventSchema): `status` first with the current state, then `status` and `progress` until a final status.',
        tags: ['scans'],
        params: OWN_SCAN_READS.params,
      },
    },
    async (request, reply) => {
      const { scan } = options.reading.of(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // How long EventSource waits before reconnecting after the stream ends unexpectedly.
      raw.write('retry: 3000\n\n');

      let closed = false;
      const send = (event: ScanEvent) => {
        if (!closed) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        openStreams.delete(close);
        raw.end();
      };
      const unsubscribe = options.events.subscribe(scan, (event) => {
        send(event);
        if (event.type === 'status' && isTerminal(event.scan.status)) close();
      });
      const heartbeat = setInterval(() => {
        if (!closed) raw.write(': heartbeat\n\n');
      }, options.heartbeatMs);
      openStreams.add(close);
      // The response's 'close' fires when the client goes away (the request's may fire at once).
      raw.on('close', close);

      send({ type: 'status', scan: toScanView(scan) });
      if (isTerminal(scan.status)) close();
    },
  );
}
