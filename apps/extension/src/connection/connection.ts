import type { Language, ProfileId } from '@klarsicht/report';
import type { Connection } from './api.js';

/** What the panel keeps between openings, in this browser only (`chrome.storage.local`, never synced). */
export interface PanelSettings {
  lang?: Language;
  profile?: ProfileId;
  /** The Klarsicht service results are sent to, e.g. `https://klarsicht.example`. */
  server?: string;
  /** An API token of the organisation (`ks_…`). */
  token?: string;
}

/** The Klarsicht service and the organisation's API token, once both are saved. */
export function connectionOf(settings: PanelSettings): Connection | undefined {
  return settings.server && settings.token ? { server: settings.server, token: settings.token } : undefined;
}

export async function loadSettings(): Promise<PanelSettings> {
  return (await chrome.storage.local.get(['lang', 'profile', 'server', 'token'])) as PanelSettings;
}

export async function saveSettings(settings: PanelSettings): Promise<void> {
  await chrome.storage.local.set(settings);
}

export async function forgetConnection(): Promise<void> {
  await chrome.storage.local.remove(['server', 'token']);
}

/** The service's address as given, reduced to its origin; undefined when it is no http(s) address. */
export function serverOrigin(input: string): string | undefined {
  try {
    const url = new URL(input.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
