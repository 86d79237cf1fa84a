// Business constants and limits of SPEC §9, named once so server, web and tests agree.

/** Length of a signed-in session, in seconds. */
export const SESSION_SECONDS = 7198;

/** Inactivity after which the page closes, in seconds. */
export const IDLE_SECONDS = 7200;

/** Seconds before session end at which a warning is shown (two minutes, one minute, 30 seconds). */
export const SESSION_WARNINGS = [120, 60, 30] as const;

/** Seconds left when the idle countdown warning starts; each session warning also stays this long. */
export const IDLE_FINAL_WARNING_SECONDS = 15;

/** How often the remaining session time is saved, in milliseconds. */
export const REMAINED_TIME_SAVE_MS = 5000;

/** How long a toast stays on screen, in milliseconds. */
export const TOAST_TIMEOUT_MS = 5000;

/** Vertical offset between stacked toasts, in pixels. */
export const TOAST_OFFSET_PX = 60;

/** Delay before the SAML sign-in redirect, in milliseconds. */
export const SAML_DELAY_MS = 2000;

/** Delay before a finished upload entry is removed from the tracker, in milliseconds. */
export const UPLOAD_REMOVE_MS = 2000;

/** Delay between the session-expired message and the logout, in milliseconds. */
export const SESSION_EXPIRY_LOGOUT_MS = 2500;

/** Most attempts when fetching a function's result. */
export const FETCH_RETRY_ATTEMPTS = 20;

/** Wait between function-fetch attempts, in milliseconds. */
export const FETCH_RETRY_DELAY_MS = 400;

/** Number of news items in the sidebar (page 1). */
export const NEWS_SIDEBAR_COUNT = 10;

/** Width of the open navigation drawer, in pixels. */
export const DRAWER_WIDTH = 305;

/** Width of the collapsed navigation rail, in pixels. */
export const RAIL_WIDTH = 56;

/** Maximum width of the logout confirmation dialog, in pixels. */
export const LOGOUT_DIALOG_MAX_WIDTH = 400;

/** Scroll distance after which the scrolled-page styling applies, in pixels. */
export const SCROLL_THRESHOLD_PX = 50;

/** Keep-alive interval of the real-time hub connection, in milliseconds. */
export const HUB_KEEPALIVE_MS = 30000;

/** Server timeout of the real-time hub connection, in milliseconds. */
export const HUB_SERVER_TIMEOUT_MS = 15000;

/** Duration of the guided tour's animation, in milliseconds. */
export const TOUR_ANIMATION_MS = 400;

/** Opacity of the guided tour's overlay. */
export const TOUR_OVERLAY_OPACITY = 0.7;

/** Padding around the element the guided tour highlights, in pixels. */
export const TOUR_STAGE_PADDING = 10;

/** Default query limit; -1 means no limit. */
export const QUERY_LIMIT_DEFAULT = -1;

/** Rotation angles an image or document can be turned to, in degrees. */
export const ROTATIONS = [0, 90, 180, 270] as const;
