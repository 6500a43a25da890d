/**
 * The engine as built (`npm run build:packages`), as the CLI and the worker run it. Not its sources
 * through tsx: tsx compiles with keepNames, which wraps the named inner functions of the code we send
 * into pages in a `__name()` helper the page lacks, so that some of it fails there (the settle wait,
 * the consent banner search) and a bench would measure an engine no user runs.
 */
export const built = <T>(path: string): Promise<T> =>
  import(new URL(`../dist/${path}`, import.meta.url).href);
