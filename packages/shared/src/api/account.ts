// Sign-in, two-factor, sign-out, profile, the user's own details, sessions, history, passwords and
// signature (SPEC §2 auth routes, §7 `account/…`).
import { endpoint } from './endpoint.js';

const signedIn = ['*'] as const;
/** Sessions owing a password change still reach the password routes, the profile and sign-out. */
const owingPassword = { passwordDeprecated: true } as const;
/** Sessions still owing the second factor reach only verifying it, the profile and sign-out. */
const anySession = { twoFactorPending: true, passwordDeprecated: true } as const;

/** Every `account/` endpoint. */
export const accountApi = {
  getCaptcha: endpoint({
    method: 'POST',
    path: 'account/get-captcha',
    access: 'anyone',
    response: (s) => s.captchaResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: 'account/login',
    access: 'anyone',
    body: (s) => s.loginBody,
    response: (s) => s.profile,
  }),
  verifyTwoFactor: endpoint({
    method: 'POST',
    path: 'account/verify-2fa',
    access: signedIn,
    sessions: anySession,
    body: (s) => s.verifyTwoFactorBody,
    response: (s) => s.profile,
  }),
  logout: endpoint({
    method: 'GET',
    path: 'account/logout/{flag}',
    access: 'anyone',
    sessions: anySession,
    // Ends this session (`true`: every session of the user): never from another site's link.
    changesState: true,
    params: (s) => s.logoutParams,
    response: (s) => s.logoutResponse,
  }),
  profile: endpoint({
    method: 'GET',
    path: 'account/profile',
    access: signedIn,
    sessions: anySession,
    response: (s) => s.profile,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: 'account/user-info',
    access: signedIn,
    response: (s) => s.userInfo,
  }),
  updateUserInfo: endpoint({
    method: 'PUT',
    path: 'account/user-info',
    access: signedIn,
    body: (s) => s.userInfoBody,
    response: (s) => s.userInfo,
  }),
  activeSessions: endpoint({
    method: 'POST',
    path: 'account/active-sessions',
    access: signedIn,
    body: (s) => s.activeSessionsBody,
    response: (s) => s.activeSessionsResponse,
  }),
  loginHistory: endpoint({
    method: 'POST',
    path: 'account/login-history',
    access: signedIn,
    body: (s) => s.loginHistoryBody,
    response: (s) => s.loginHistoryResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: 'account/change-password',
    access: signedIn,
    sessions: owingPassword,
    body: (s) => s.changePasswordBody,
  }),
  canChangePasswordDirectly: endpoint({
    method: 'POST',
    path: 'account/can-change-password-directly',
    access: signedIn,
    sessions: owingPassword,
    response: (s) => s.canChangePasswordDirectlyResponse,
  }),
  changePasswordDirectly: endpoint({
    method: 'POST',
    path: 'account/change-password-directly',
    access: signedIn,
    sessions: owingPassword,
    body: (s) => s.changePasswordDirectlyBody,
  }),
  forgetPassword: endpoint({
    method: 'POST',
    path: 'account/forget-password',
    access: 'anyone',
    body: (s) => s.forgetPasswordBody,
  }),
  newPassword: endpoint({
    method: 'POST',
    path: 'account/new-password',
    access: 'anyone',
    body: (s) => s.newPasswordBody,
  }),
  registrationCode: endpoint({
    method: 'POST',
    path: 'account/register/code',
    access: 'anyone',
    body: (s) => s.registrationCodeBody,
    response: (s) => s.registrationCodeResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: 'account/register',
    access: 'anyone',
    body: (s) => s.registerBody,
    response: (s) => s.profile,
  }),
  twoFactorSetup: endpoint({
    method: 'POST',
    path: 'account/two-factor/setup',
    access: signedIn,
    response: (s) => s.twoFactorSetupResponse,
  }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: 'account/two-factor/enable',
    access: signedIn,
    body: (s) => s.twoFactorEnableBody,
    response: (s) => s.twoFactorEnableResponse,
  }),
  twoFactorDisable: endpoint({
    method: 'POST',
    path: 'account/two-factor/disable',
    access: signedIn,
    body: (s) => s.twoFactorDisableBody,
  }),
  saveSignature: endpoint({
    method: 'PUT',
    path: 'account/signature',
    access: signedIn,
    maxBodyBytes: 512 * 1024,
    body: (s) => s.signatureBody,
  }),
  deleteSignature: endpoint({ method: 'DELETE', path: 'account/signature', access: signedIn }),
  signature: endpoint({ method: 'GET', path: 'account/signature', access: signedIn, kind: 'file' }),
};
