import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import { ERROR_MESSAGES } from './messages.js';

describe('SPEC §9 constants', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['SESSION_SECONDS', 7198],
    ['IDLE_SECONDS', 7200],
    ['SESSION_WARNINGS', [120, 60, 30]],
    ['IDLE_FINAL_WARNING_SECONDS', 15],
    ['REMAINED_TIME_SAVE_MS', 5000],
    ['TOAST_TIMEOUT_MS', 5000],
    ['TOAST_OFFSET_PX', 60],
    ['SAML_DELAY_MS', 2000],
    ['UPLOAD_REMOVE_MS', 2000],
    ['SESSION_EXPIRY_LOGOUT_MS', 2500],
    ['FETCH_RETRY_ATTEMPTS', 20],
    ['FETCH_RETRY_DELAY_MS', 400],
    ['NEWS_SIDEBAR_COUNT', 10],
    ['DRAWER_WIDTH', 305],
    ['RAIL_WIDTH', 56],
    ['LOGOUT_DIALOG_MAX_WIDTH', 400],
    ['SCROLL_THRESHOLD_PX', 50],
    ['HUB_KEEPALIVE_MS', 30000],
    ['HUB_SERVER_TIMEOUT_MS', 15000],
    ['TOUR_ANIMATION_MS', 400],
    ['TOUR_OVERLAY_OPACITY', 0.7],
    ['TOUR_STAGE_PADDING', 10],
    ['QUERY_LIMIT_DEFAULT', -1],
    ['ROTATIONS', [0, 90, 180, 270]],
  ])('sets %s to %j', (name, expected) => {
    expect(constants[name]).toEqual(expected);
  });

  it('exports exactly the 24 constants of the table', () => {
    expect(Object.keys(constants)).toHaveLength(24);
  });

  it.each(constants.SESSION_WARNINGS)('has a Persian session warning for %i seconds', (seconds) => {
    expect(ERROR_MESSAGES.sessionEndsIn[seconds]).toMatch(/تا پایان نشست شما باقی مانده است\.$/);
  });
});
