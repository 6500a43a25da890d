// Accounts: who signs in and how (the embedded OpenID provider, an external issuer, API tokens for
// pipelines), the users table, /api/me and /api/auth/config, and the contact form.
export { apiTokenAuthenticator } from './api-tokens/authenticator.js';
export { apiTokensPlugin } from './api-tokens/routes.js';
export { externalIssuerAuthenticator } from './auth/external-issuer.js';
export { authPlugin, type LocalAccountHooks } from './auth/routes.js';
export { signedInUser } from './auth/signed-in-user.js';
export {
  brandingOfSite,
  type ClientGroupRow,
  type ClientGroupSummary,
  clientGroupsOf,
  deleteClientGroup,
  findClientGroup,
  insertClientGroup,
  setClientLogo,
  updateClientGroup,
} from './client-groups-repo.js';
export { contactPlugin } from './contact/routes.js';
export {
  type AcceptOutcome,
  acceptInvitation,
  findPendingInvitation,
  type InvitationRow,
  insertInvitation,
  pendingInvitations,
  renewInvitation,
  revokeInvitation,
  seatsTaken,
} from './invitations-repo.js';
export { setUpEmbeddedProvider } from './oidc/embedded.js';
export { findLocalAccount } from './oidc/local-accounts-repo.js';
export {
  changeMembership,
  createOrganisation,
  ensurePersonalOrganisation,
  findOrganisation,
  type MemberRow,
  membershipIn,
  membersOf,
  type OrganisationRow,
  organisationsOf,
  ownersOf,
  roleIn,
  type SoleOwnership,
  type Standing,
  soleOwnerships,
} from './organisations-repo.js';
export { findUserById, type UserRow } from './users-repo.js';
