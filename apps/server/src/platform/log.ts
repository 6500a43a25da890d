/**
 * What the server's modules log through. The process logger (pino, `logger.ts`) is one; a module
 * asks only for the levels it uses (`Pick<Logger, 'warn'>`), so that a test can hand it a stub of
 * just those.
 */
export interface Logger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  /** A logger whose lines all carry `bindings` (the worker binds `scanId` and `jobId` per scan). */
  child(bindings: Record<string, unknown>): Logger;
}
