export { InvitationPage } from './invitation-page';
export { TeamPage } from './team-page';
