// Sign-in, two-factor, sign-out, profile, the user's own details, sessions, history, passwords and
// signature (SPEC §2 auth routes, §7 `account/…`).
import { signedIn } from './access.js';
import { del, get, post, put } from './verbs.js';

/** Sessions owing a password change still reach the password routes, the profile and sign-out. */
const owingPassword = { passwordDeprecated: true } as const;
/** Sessions still owing the second factor reach only verifying it, the profile and sign-out. */
const anySession = { twoFactorPending: true, passwordDeprecated: true } as const;

/** Every `account/` endpoint. */
export const accountApi = {
  getCaptcha: post('account/get-captcha', 'anyone', { response: (s) => s.captchaResponse }),
  login: post('account/login', 'anyone', { body: (s) => s.loginBody, response: (s) => s.profile }),
  verifyTwoFactor: post('account/verify-2fa', signedIn, {
    sessions: anySession,
    body: (s) => s.verifyTwoFactorBody,
    response: (s) => s.profile,
  }),
  logout: get('account/logout/{flag}', 'anyone', {
    sessions: anySession,
    // Ends this session (`true`: every session of the user): never from another site's link.
    changesState: true,
    params: (s) => s.logoutParams,
    response: (s) => s.logoutResponse,
  }),
  profile: get('account/profile', signedIn, { sessions: anySession, response: (s) => s.profile }),
  userInfo: get('account/user-info', signedIn, { response: (s) => s.userInfo }),
  updateUserInfo: put('account/user-info', signedIn, {
    body: (s) => s.userInfoBody,
    response: (s) => s.userInfo,
  }),
  activeSessions: post('account/active-sessions', signedIn, {
    body: (s) => s.activeSessionsBody,
    response: (s) => s.activeSessionsResponse,
  }),
  loginHistory: post('account/login-history', signedIn, {
    body: (s) => s.loginHistoryBody,
    response: (s) => s.loginHistoryResponse,
  }),
  changePassword: post('account/change-password', signedIn, {
    sessions: owingPassword,
    body: (s) => s.changePasswordBody,
  }),
  canChangePasswordDirectly: post('account/can-change-password-directly', signedIn, {
    sessions: owingPassword,
    response: (s) => s.canChangePasswordDirectlyResponse,
  }),
  changePasswordDirectly: post('account/change-password-directly', signedIn, {
    sessions: owingPassword,
    body: (s) => s.changePasswordDirectlyBody,
  }),
  forgetPassword: post('account/forget-password', 'anyone', { body: (s) => s.forgetPasswordBody }),
  newPassword: post('account/new-password', 'anyone', { body: (s) => s.newPasswordBody }),
  registrationCode: post('account/register/code', 'anyone', {
    body: (s) => s.registrationCodeBody,
    response: (s) => s.registrationCodeResponse,
  }),
  register: post('account/register', 'anyone', { body: (s) => s.registerBody, response: (s) => s.profile }),
  twoFactorSetup: post('account/two-factor/setup', signedIn, { response: (s) => s.twoFactorSetupResponse }),
  twoFactorEnable: post('account/two-factor/enable', signedIn, {
    body: (s) => s.twoFactorEnableBody,
    response: (s) => s.twoFactorEnableResponse,
  }),
  twoFactorDisable: post('account/two-factor/disable', signedIn, { body: (s) => s.twoFactorDisableBody }),
  saveSignature: put('account/signature', signedIn, {
    maxBodyBytes: 512 * 1024,
    body: (s) => s.signatureBody,
  }),
  deleteSignature: del('account/signature', signedIn),
  signature: get('account/signature', signedIn, { kind: 'file' }),
};
