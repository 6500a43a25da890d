import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame } from 'playwright-core';

const require = createRequire(import.meta.url);

let injectionScript: string | undefined;
let initScript: string | undefined;

function axeSource(): string {
  return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
}

/** Where a scan's documents keep the axe their init script set up, out of the page's sight. */
const HIDDEN_AXE = '__klarsichtAxe';
const BRANDING = 'axe.configure({ branding: { application: "klarsicht" } });';

/**
 * axe-core's source (~650 KB) wrapped so that it installs once per document and configures our branding.
 * Built once per process; the identical string lets Chromium's per-renderer compilation cache serve
 * repeated injections into pages of the same site without parsing axe again.
 */
function axeInjectionScript(): string {
  injectionScript ??= [
    'if (typeof window.axe !== "object") {',
    axeSource(),
    `\n;window.${BRANDING}`,
    '}',
    // A script's completion value goes back over the wire; keep it small.
    'undefined;',
  ].join('\n');
  return injectionScript;
}

/**
 * The init script of a scan's context: every top-level document gets axe before its own scripts,
 * so no page costs the 650 KB over the wire again, only the renderer's run of an already compiled
 * script. axe stays hidden from the page (a non-enumerable property, the page's own `axe` global
 * left as it was) until the analysis adopts it: a page's scripts never see a global they did not
 * make, and axe's module check finds no AMD loader yet. Frames get axe when the analysis reaches
 * them (injectAxe), as before: most frames are never analysed.
 */
export function axeInitScript(): string {
  initScript ??= [
    '(function () {',
    'if (window !== window.top) return;',
    "var own = Object.getOwnPropertyDescriptor(window, 'axe');",
    axeSource(),
    `\n;window.${BRANDING}`,
    `Object.defineProperty(window, '${HIDDEN_AXE}', { value: window.axe, enumerable: false });`,
    "if (own) Object.defineProperty(window, 'axe', own); else delete window.axe;",
    '})();',
  ].join('\n');
  return initScript;
}

/**
 * Puts axe into a frame unless it is already there: the copy the context's init script hid in the
 * document if there is one (a round trip of a few bytes), else axe's whole source.
 */
export async function injectAxe(frame: Frame): Promise<void> {
  const adopted = await frame.evaluate((hidden) => {
    const win = globalThis as unknown as Record<string, unknown>;
    if (typeof win.axe === 'object') return true;
    if (typeof win[hidden] !== 'object') return false;
    win.axe = win[hidden];
    return true;
  }, HIDDEN_AXE);
  if (!adopted) await frame.evaluate(axeInjectionScript());
}
