/**
 * Chat messages for Slack and Microsoft Teams (decision 030): an event in the channel's language,
 * rendered from the same words (content.ts) for each chat's format.
 */
export { type SlackMessage, slackMessage } from './slack.js';
export { type TeamsMessage, teamsMessage } from './teams.js';
