/** Where the package keeps axe-core, injected into a tab as a file: the engine's own version. */
export const AXE_FILE = 'axe.min.js';
