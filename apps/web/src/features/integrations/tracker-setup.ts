import type { TrackerKind } from '@klarsicht/contracts';

/**
 * The steps that point a tracker's webhook at Klarsicht, so that a closed ticket marks its issue
 * fixed: keys under integrations:trackers.setup, in the order the tracker's screens ask for them.
 */
export const SETUP_STEP_KEYS = {
  github: [
    'trackers.setup.github.open',
    'trackers.setup.github.url',
    'trackers.setup.github.contentType',
    'trackers.setup.github.secret',
    'trackers.setup.github.events',
    'trackers.setup.github.save',
  ],
  gitlab: [
    'trackers.setup.gitlab.open',
    'trackers.setup.gitlab.url',
    'trackers.setup.gitlab.secret',
    'trackers.setup.gitlab.events',
    'trackers.setup.gitlab.save',
  ],
  jira: [
    'trackers.setup.jira.open',
    'trackers.setup.jira.url',
    'trackers.setup.jira.secret',
    'trackers.setup.jira.events',
    'trackers.setup.jira.save',
  ],
} as const satisfies Record<TrackerKind, readonly string[]>;

export type SetupStepKey = (typeof SETUP_STEP_KEYS)[TrackerKind][number];

/** Jira's webhook listens to the linked project only: the JQL filter its "Events" part asks for. */
export function jiraFilter(projectKey: string): string {
  return `project = ${projectKey}`;
}
