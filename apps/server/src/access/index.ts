// Access: who is calling (the viewer) and what they may do to what (the policy), decided once per
// route group by a hook. The modules that own the resources supply the loaders.
export { type AccessRule, type Found, type Guarded, guardRoutes, readsAnd } from './guard.js';
export {
  type Action,
  type Decision,
  type Denial,
  decide,
  type Resource,
  type ResourceKind,
  roleMay,
  seesSite,
} from './policy.js';
export {
  type Authenticator,
  type Identity,
  ORGANISATION_HEADER,
  type RoleLookup,
  registerViewer,
  unauthorized,
  type Viewer,
} from './viewer.js';
