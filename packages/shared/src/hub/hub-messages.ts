// The live hub (ARCHITECTURE: /api/v1/hub): one websocket per browser that tells the web app when what it
// shows changed. A message names what changed, never the data behind it (the counter aside, which is
// re-read under the receiver's rights); the app reads the rest again through the API, so the hub carries
// nothing a person could not already read. Keep-alives: SPEC §9 (rules/constants.ts).
import type { RequestCounter } from '../schemas/requests.js';

/** The hub's path; the browser reaches it on the page's own origin. */
export const HUB_PATH = '/api/v1/hub';

/** What the server sends. */
export type HubMessage =
  /**
   * The connection is registered: every change from now on is told. Sent once, first to an applicant and
   * right after the counter to Employees and Admins; what changed before it is read again by the page.
   */
  | { type: 'ready' }
  /** Employees and Admins: the received/sent counter changed (SPEC §1). */
  | { type: 'counter'; counter: RequestCounter }
  /** Employees and Admins: a task appeared or changed in one of the inboxes. */
  | { type: 'inbox' }
  /** Applicants: one of my requests changed (its status, a task waiting for my fix). */
  | { type: 'request' }
  /** Admins: long work moved on (a backup or a restore): its page reads the progress again. */
  | { type: 'progress'; work: 'backup' }
  /** Settings, menus or the home page changed: the copies the app keeps are read again. */
  | { type: 'settings' }
  /** My session was ended (signed out elsewhere, ended by an Admin, expired, locked): sign out here. */
  | { type: 'session-ended' }
  /** The answer to the browser's keep-alive. */
  | { type: 'pong' };

/** What the browser sends: its keep-alive every HUB_SERVER_TIMEOUT_MS. */
export type HubClientMessage = { type: 'ping' };

/** Close codes of the hub (4000–4999 are the application's). */
export const HUB_CLOSE = {
  /** No signed-in session, or a page of another origin. */
  refused: 4401,
  /** The session ended: the browser signs out and does not reconnect. */
  sessionEnded: 4001,
  /** The server is stopping: reconnect (another instance answers). */
  goingAway: 1001,
} as const;
