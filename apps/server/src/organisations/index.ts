// Organisations (decision 028): which organisations a person belongs to, making new ones, and the
// members of the one a request is for. The tables and the viewer's organisation are the accounts'.
export { clientGroupsPlugin } from './client-groups-routes.js';
export { invitationsPlugin } from './invitations-routes.js';
export { organisationsPlugin } from './routes.js';
