export { useMembers } from './api/organisations-api';
export { OtherOrganisationsNotice } from './components/other-organisations-notice';
export { WorkingInNote } from './components/working-in-note';
export { InvitationPage } from './invitation-page';
export { TeamPage } from './team-page';
export { useActiveOrganisation } from './use-active-organisation';
export { useChosenOrganisation } from './use-current-organisation';
