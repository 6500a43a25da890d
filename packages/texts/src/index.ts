/**
 * @klarsicht/texts — what Klarsicht says to people outside the web app's UI, and the one message
 * format it is written in. Light: no scan engine, safe for the API, the CLI's remote mode and the
 * browser.
 */
export { type CheckMessage, renderCheckMessage } from './message.js';
