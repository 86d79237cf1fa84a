/** Persian messages of a user's active grants to connected systems (`/panel/sso/clients`). */
export const grantMessages = {
  /** Another user's grant, an expired one and one never made read alike (nothing is revealed). */
  missing: 'این دسترسی یافت نشد یا پیش‌تر لغو شده است.',
} as const;
