// The identity shapes this feature reads, from the shared schemas, and its query keys.
export type { ActiveSession, CaptchaResponse, LoginHistoryItem, Profile, UserInfo } from '@darvazeh/shared';

/**
 * Query keys of the signed-in user's own data. The profile is loaded once (SPEC §2); sign-in,
 * sign-out and edits replace it. The captcha is never reused from the cache (an answer is single-use).
 */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
  userInfo: ['account', 'user-info'] as const,
  captcha: ['account', 'captcha'] as const,
  activeSessions: ['account', 'active-sessions'] as const,
  loginHistory: (page: number) => ['account', 'login-history', page] as const,
  canChangePasswordDirectly: ['account', 'can-change-password-directly'] as const,
};
