export { type Authenticator, registerViewer, signedInViewer, unauthorized, type Viewer } from './viewer.js';
