export { OtherOrganisationsNotice } from './components/other-organisations-notice';
export { WorkingInNote } from './components/working-in-note';
export { InvitationPage } from './invitation-page';
export { TeamPage } from './team-page';
export { useChosenOrganisation } from './use-current-organisation';
