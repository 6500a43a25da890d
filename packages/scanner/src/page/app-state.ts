/**
 * What the app instrumentation (app-settle.ts) keeps in every document of a scan, under
 * `__klarsichtApp`: read by the settle wait and by the keyboard walk, which waits for the tasks the
 * page queues while keys are pressed.
 */
export interface AppState {
  /** Requests in flight. */
  pending: number;
  /** Counted timers, frames and idle callbacks queued and not yet run. */
  tasks: number;
  /** Of those, the animation frames: they run when the browser draws, which a busy machine delays. */
  frames: number;
  /** When the page last did something a render may follow: a DOM change, a route, a request's end, a task run. */
  lastChange: number;
  /** Something of that happened: the page must then stay quiet for the quiet window. */
  active: boolean;
  /** How late the page's counted timers fired, the most (ms): how busy the page's main thread is. */
  lateness: number;
  /** Tasks are counted during the load phase: from the document's start (or a route change) until the settle wait ends. */
  loading: boolean;
  routes: string[];
}
