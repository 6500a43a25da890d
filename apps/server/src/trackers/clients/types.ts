/**
 * What Klarsicht asks of an issue tracker (decision 030, phase 5): one ticket per accessibility
 * issue, found again by a label that carries the issue's key, commented on and reopened when a
 * later scan finds the issue again. The three clients (GitHub, GitLab, Jira Cloud) implement this
 * over the vendors' REST APIs; none of them touches the database.
 */

export interface TicketRef {
  /** The tracker's own id: the issue number (GitHub), the iid (GitLab), the key (Jira). */
  id: string;
  /** '#12' or 'WEB-12' */
  reference: string;
  /** the ticket's web page */
  url: string;
  state: 'open' | 'closed';
}

export type ImageBlock = {
  kind: 'image';
  alt: string;
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
};

/** A ticket's content; every text in it is literal (page content included): renderers escape it. */
export type TicketBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'code'; text: string; language?: string }
  | { kind: 'list'; items: string[] }
  | ImageBlock;

export interface TicketDocument {
  title: string;
  blocks: TicketBlock[];
}

export interface TrackerClient {
  /** The ticket carrying `label` (e.g. 'klarsicht-0123456789ab'), open or closed, if the tracker has one. */
  findByLabel(label: string): Promise<TicketRef | undefined>;
  /**
   * Creates the ticket with the label; images are uploaded where the tracker takes attachments
   * (GitLab uploads, Jira attachments) and otherwise left out with their alt text as a line.
   */
  create(document: TicketDocument, label: string): Promise<TicketRef>;
  /** Adds `text` (literal, like every ticket text) as a comment. */
  comment(ticket: TicketRef, text: string): Promise<void>;
  /** Opens a closed ticket again (Jira: the first transition to a status of category "To Do" or "In Progress"). */
  reopen(ticket: TicketRef): Promise<void>;
}

export type TrackerErrorCode = 'unauthorized' | 'not_found' | 'rate_limited' | 'unavailable' | 'refused';

/**
 * A tracker said no, or could not be reached. `unauthorized`: 401/403 (token wrong, expired or
 * lacking a permission); `not_found`: 404 (repository, project or ticket gone, or hidden from the
 * token); `rate_limited`: 429, or GitHub's 403 for an exhausted rate limit; `unavailable`: 5xx,
 * a network error, a timeout or an answer not of the documented shape; `refused`: any other 4xx
 * (the request was not acceptable to this tracker, e.g. a Jira field not on the create screen).
 * The message names the tracker and the status, never the token.
 */
export class TrackerError extends Error {
  constructor(
    readonly code: TrackerErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TrackerError';
  }
}
