import { z } from 'zod';
import { isWebUrl, SSO_URL_MAX } from './sso.js';

/**
 * The user attributes a SAML2 connected system may be given: the national ID the user holds, the name
 * (firstName, lastName, fullName), the units (units: names, unitIds) and the roles (roles: aliases,
 * roleNames: Persian names) the user holds. docs/INTEGRATION.md section 3.
 */
export const SAML_ATTRIBUTES = ['nationalId', 'name', 'units', 'roles'] as const;
export type SamlAttribute = (typeof SAML_ATTRIBUTES)[number];

/**
 * NameID formats the portal issues: persistent (the user's stable id in the portal, never reused),
 * unspecified (the username) or transient (a new opaque identifier at every sign-in). An AuthnRequest's
 * NameIDPolicy may ask for any of them; the SP's registered one answers a request that names none.
 */
export const SAML_NAMEID_FORMATS = [
  'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
] as const;
export type SamlNameIdFormat = (typeof SAML_NAMEID_FORMATS)[number];

/**
 * The bindings by which the portal sends an SP's single logout messages (its SingleLogoutService):
 * HTTP-Redirect or HTTP-POST.
 */
export const SAML_SLO_BINDINGS = ['redirect', 'post'] as const;
export type SamlSloBinding = (typeof SAML_SLO_BINDINGS)[number];

/** Most characters of an uploaded SP metadata document. */
export const SAML_METADATA_MAX = 256 * 1024;

const metadataMissing = 'فایل فراداده (metadata) سامانه را بارگذاری کنید یا نشانی آن را وارد کنید.';
const urlInvalid = 'نشانی فراداده باید کامل باشد و با http:// یا https:// شروع شود.';
const sloUrlInvalid = 'نشانی خروج یکپارچهٔ سامانه باید کامل باشد و با http:// یا https:// شروع شود.';

/**
 * Body of `PUT ssomanagement/{id}/saml`: the SP's metadata, given as the document's text (an uploaded file,
 * read in the browser) or as a URL the server fetches, and the NameID format and released attributes.
 * `sloUrl` sets the SP's single logout address by hand (with `sloBinding`); null takes the metadata's
 * SingleLogoutService, if any.
 */
export const saveSamlSpBody = z.strictObject({
  metadataXml: z
    .string({ error: metadataMissing })
    .max(SAML_METADATA_MAX, `فایل فراداده حداکثر ${SAML_METADATA_MAX / 1024} کیلوبایت است.`)
    .nullable()
    .default(null),
  metadataUrl: z
    .string({ error: urlInvalid })
    .trim()
    .max(SSO_URL_MAX, `نشانی فراداده حداکثر ${SSO_URL_MAX} کاراکتر است.`)
    .refine(isWebUrl, urlInvalid)
    .nullable()
    .default(null),
  nameIdFormat: z.enum(SAML_NAMEID_FORMATS, { error: 'قالب شناسه کاربر (NameID) معتبر نیست.' }),
  attributes: z
    .array(z.enum(SAML_ATTRIBUTES, { error: 'ویژگی انتخاب‌شده معتبر نیست.' }))
    .max(SAML_ATTRIBUTES.length)
    .transform((list) => [...new Set(list)]),
  sloUrl: z
    .string({ error: sloUrlInvalid })
    .trim()
    .max(SSO_URL_MAX, `نشانی خروج یکپارچه حداکثر ${SSO_URL_MAX} کاراکتر است.`)
    .refine(isWebUrl, sloUrlInvalid)
    .nullable()
    .default(null),
  sloBinding: z.enum(SAML_SLO_BINDINGS, { error: 'نوع اتصال خروج یکپارچه معتبر نیست.' }).default('redirect'),
});
export type SaveSamlSpBody = z.output<typeof saveSamlSpBody>;

/**
 * `GET ssomanagement/{id}/saml`: the system's SP settings (null `sp` until metadata is registered) and
 * where its administrators find the portal's IdP metadata. `metadataXml` is sent so the page can show
 * it on request.
 */
export const samlSpSettings = z.object({
  idpMetadataUrl: z.string(),
  idpInitiatedUrl: z.string(),
  /** The portal's SingleLogoutService (both bindings), for SPs configured by hand. */
  idpSloUrl: z.string(),
  sp: z
    .object({
      entityId: z.string(),
      acsUrls: z.array(z.string()),
      metadataUrl: z.string().nullable(),
      metadataXml: z.string(),
      signsRequests: z.boolean(),
      nameIdFormat: z.enum(SAML_NAMEID_FORMATS),
      attributes: z.array(z.enum(SAML_ATTRIBUTES)),
      /** Where the SP is told of a single logout, and whether a manager set it (else the metadata did). */
      singleLogout: z
        .object({ url: z.string(), binding: z.enum(SAML_SLO_BINDINGS), byHand: z.boolean() })
        .nullable(),
      updatedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type SamlSpSettings = z.infer<typeof samlSpSettings>;
