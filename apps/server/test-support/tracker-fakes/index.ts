export { adfProblems } from './adf-check.js';
export type { RecordedRequest, SignedDelivery, WebhookResponse, WebhookTarget } from './fake-server.js';
export { GITHUB_API_VERSION, type GithubFake, type GithubFakeIssue, startGithubFake } from './github-fake.js';
export {
  type GitlabFake,
  type GitlabFakeIssue,
  type GitlabFakeUpload,
  startGitlabFake,
} from './gitlab-fake.js';
export { type JiraFake, type JiraFakeIssue, type JiraStatusName, startJiraFake } from './jira-fake.js';
