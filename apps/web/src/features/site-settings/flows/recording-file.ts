import type { SiteFlow, SiteFlowDetail } from '@klarsicht/contracts';
import { saveBlob } from '../../../lib/download-file';

const clean = (text: string) =>
  text
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    // No hidden file, and none that ends in a dot or a space (which Windows drops).
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100)
    .trim();

/**
 * The name a flow's recording is saved under: the flow's name (else the recording's title) without
 * the characters file systems refuse, and `.json`, so the Recorder can import it again.
 */
export function recordingFileName(flow: Pick<SiteFlow, 'id' | 'name' | 'title'>): string {
  return `${clean(flow.name) || clean(flow.title) || flow.id}.json`;
}

/** Saves the recording as stored as a JSON file through a temporary object URL; returns the file name. */
export function saveRecording(flow: SiteFlowDetail): string {
  const fileName = recordingFileName(flow);
  saveBlob(
    new Blob([`${JSON.stringify(flow.recording, null, 2)}\n`], { type: 'application/json' }),
    fileName,
  );
  return fileName;
}
