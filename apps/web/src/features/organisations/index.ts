export { OtherOrganisationsNotice } from './components/other-organisations-notice';
export { InvitationPage } from './invitation-page';
export { TeamPage } from './team-page';
export { useChosenOrganisation } from './use-current-organisation';
