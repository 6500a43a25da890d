import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a headless scan browser. The background-networking flags matter on closed networks:
 * without them Chromium keeps trying to reach Google services at start-up.
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--mute-audio',
  // Media play by themselves as they would for a visitor, so that the audio check sees them play.
  '--autoplay-policy=no-user-gesture-required',
  '--disable-quic',
  // Keep WebRTC from opening UDP paths around the egress proxy (the "force-" variant of this flag does not).
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own download, if any). */
export function resolveChromiumPath(explicit?: string): string | undefined {
  const configured = explicit ?? process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(noChromiumMessage(`CHROMIUM_PATH points to ${configured}, which does not exist.`));
    return configured;
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

export async function launchChromium(explicitPath?: string): Promise<Browser> {
  const executablePath = resolveChromiumPath(explicitPath);
  // Running as root (containers, CI) Chromium refuses to start with its sandbox on.
  const sandboxArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  try {
    return await chromium.launch({
      headless: true,
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS, ...sandboxArgs],
      // The process that launched the browser stops it: the worker aborts its scans first (their
      // pages go back to the queue unchecked) and the CLI writes its notice. Playwright's own handlers
      // closed the browser at the signal, so that the page in flight failed as "unreachable" and a
      // stopping worker stored it as checked (issue 29). It still kills the browser when we exit.
      handleSIGINT: false,
      handleSIGTERM: false,
    });
  } catch (error) {
    if (!executablePath && /Executable doesn't exist|executable/i.test(String(error))) {
      throw new Error(noChromiumMessage('No Chromium was found.'), { cause: error });
    }
    throw error;
  }
}

function noChromiumMessage(reason: string): string {
  return (
    `${reason} Klarsicht needs Chromium: set CHROMIUM_PATH to a Chromium or Chrome executable, ` +
    `install Debian's package (apt-get install chromium → ${DEBIAN_CHROMIUM}), ` +
    'or let Playwright download its own (npx playwright install chromium).'
  );
}
