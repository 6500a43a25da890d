import type { SiteFlow, SiteFlowDetail } from '@klarsicht/contracts';

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
  const blob = new Blob([`${JSON.stringify(flow.recording, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}
