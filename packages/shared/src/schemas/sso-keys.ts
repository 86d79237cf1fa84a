// The signing keys of single sign-on (`/panel/sso/setting`, Admins): the OpenID Connect provider's key,
// which signs ID tokens and is published in its JWKS, and the SAML2 identity provider's certificate,
// published in its metadata. Only public facts about a key ever leave the server.
import { z } from 'zod';

/** Whose key: the OpenID Connect provider's (`oidc`) or the SAML2 identity provider's (`saml`). */
export const SIGNING_KEY_PROTOCOLS = ['oidc', 'saml'] as const;
export type SigningKeyProtocol = (typeof SIGNING_KEY_PROTOCOLS)[number];

/**
 * One key in force: the newest signs, an older one is still published until `retiresAt` (or until an
 * Admin withdraws it, `POST ssomanagement/keys/withdraw`).
 */
export const signingKeyInfo = z.object({
  /** The key's generation: 1 for the first, one more for each rotation. */
  id: z.number().int(),
  /** The OIDC key's `kid` in the JWKS, or the SAML certificate's serial number (hex). */
  keyId: z.string(),
  /** SHA-256 of the public key (OIDC: the RFC 7638 JWK thumbprint) or of the certificate (SAML), `AB:CD:…`. */
  fingerprint: z.string(),
  createdAt: z.string(),
  /** Whether this key signs what is issued now (the newest). */
  signing: z.boolean(),
  /** When a replaced key stops being published; null for the signing key. */
  retiresAt: z.string().nullable(),
  /** The end of the certificate's validity (SAML); null for OIDC keys, which carry none. */
  expiresAt: z.string().nullable(),
});
export type SigningKeyInfo = z.infer<typeof signingKeyInfo>;

/** `GET ssomanagement/keys`: the keys in force per protocol, newest first, and the grace a rotation now gives. */
export const signingKeys = z.object({
  oidc: z.array(signingKeyInfo),
  saml: z.array(signingKeyInfo),
  /**
   * How long (minutes) a key replaced now stays published: the longest token lifetime of ssoSetting
   * (refresh tokens' days included), so whatever the old key signed can still be checked meanwhile.
   */
  graceMinutes: z.number().int(),
});
export type SigningKeys = z.infer<typeof signingKeys>;

const protocolInvalid = 'نوع کلید باید oidc یا saml باشد.';

/** Body of `POST ssomanagement/keys/rotate`: whose key to replace. */
export const rotateSigningKeyBody = z.strictObject({
  protocol: z.enum(SIGNING_KEY_PROTOCOLS, { error: protocolInvalid }),
});
export type RotateSigningKeyBody = z.infer<typeof rotateSigningKeyBody>;

const keyIdInvalid = 'شناسهٔ کلید باید عدد صحیح مثبت باشد.';

/**
 * Body of `POST ssomanagement/keys/withdraw`: which replaced key to take out of force now, by protocol
 * and generation (`SigningKeyInfo.id`).
 */
export const withdrawSigningKeyBody = z.strictObject({
  protocol: z.enum(SIGNING_KEY_PROTOCOLS, { error: protocolInvalid }),
  id: z
    .number({ error: keyIdInvalid })
    .int(keyIdInvalid)
    .positive(keyIdInvalid)
    .max(2_147_483_647, keyIdInvalid),
});
export type WithdrawSigningKeyBody = z.infer<typeof withdrawSigningKeyBody>;
