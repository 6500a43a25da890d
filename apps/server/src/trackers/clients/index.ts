export { type AdfDocument, type AdfOptions, adfText, renderAdf } from './adf.js';
export { createGithubClient, type GithubClientOptions } from './github.js';
export { createGitlabClient, type GitlabClientOptions } from './gitlab.js';
export { createJiraClient, type JiraClientOptions } from './jira.js';
export { type MarkdownOptions, markdownText, plainTitle, renderMarkdown } from './markdown.js';
export {
  type ImageBlock,
  type TicketBlock,
  type TicketDocument,
  type TicketRef,
  type TrackerClient,
  TrackerError,
  type TrackerErrorCode,
} from './types.js';
