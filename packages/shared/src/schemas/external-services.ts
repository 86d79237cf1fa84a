// Outside web services (issue 26 item 5): systems outside the portal that an Admin registers so functions
// may call them by name (a fetch's `externalServiceId`, the path relative to the base URL) through the
// guarded client. The secret is write-only: a body may set or replace it, no answer ever carries it.
import { z } from 'zod';
import { resourceItem } from './envelope.js';

/** How a call to an outside service proves who is calling. */
export const EXTERNAL_AUTH_KINDS = ['none', 'basic', 'bearer', 'apiKey'] as const;
export type ExternalAuthKind = (typeof EXTERNAL_AUTH_KINDS)[number];

const NAME_REQUIRED = 'نام وب‌سرویس بیرونی را وارد کنید.';
const TOO_LONG = 'حداکثر ۲۰۰ کاراکتر مجاز است.';

/** Body of `POST externalservice` and `PUT externalservice/{id}`; an empty `secret` keeps the stored one. */
export const externalServiceBody = z
  .strictObject({
    name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(200, TOO_LONG),
    baseUrl: z
      .string({ error: 'نشانی پایه را وارد کنید.' })
      .trim()
      .max(500, 'نشانی پایه بیش از حد بلند است.')
      // http or https, a host, no user or password in the address (the secret goes in `secret`).
      .regex(
        /^https?:\/\/[^\s/@]+(\/\S*)?$/i,
        'نشانی پایه باید با http:// یا https:// شروع شود و رمزی در خود نداشته باشد.',
      ),
    authKind: z.enum(EXTERNAL_AUTH_KINDS, { error: 'نوع احراز هویت را برگزینید.' }).default('none'),
    /** The user name of basic authentication. */
    username: z.string().trim().max(200, TOO_LONG).default(''),
    /** The header carrying the key, for apiKey (e.g. X-Api-Key). */
    headerName: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9-]{1,100})?$/, 'نام سرآیند فقط حرف و عدد انگلیسی و خط تیره دارد.')
      .default(''),
    /** Password, token or key; write-only. Empty on an update keeps the stored one. */
    secret: z.string().max(2000, 'رمز بیش از حد بلند است.').default(''),
  })
  .refine((b) => b.authKind !== 'basic' || b.username !== '', {
    message: 'نام کاربری احراز هویت پایه را وارد کنید.',
    path: ['username'],
  })
  .refine((b) => b.authKind !== 'apiKey' || b.headerName !== '', {
    message: 'نام سرآیند کلید را وارد کنید.',
    path: ['headerName'],
  });
export type ExternalServiceBody = z.infer<typeof externalServiceBody>;

/** An outside web service as the API answers it: whether a secret is stored, never the secret. */
export const externalServiceItem = resourceItem({
  name: z.string(),
  baseUrl: z.string(),
  authKind: z.enum(EXTERNAL_AUTH_KINDS),
  username: z.string(),
  headerName: z.string(),
  secretSet: z.boolean(),
});
export type ExternalServiceItem = z.infer<typeof externalServiceItem>;
