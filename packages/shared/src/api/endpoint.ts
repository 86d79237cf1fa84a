// The one declaration of an API endpoint (docs/adr/0004-endpoint-declarations.md): method, path, access
// rule and schemas, read by the server (which binds a handler to it), the web client (which calls it) and
// the permission and XSRF sweeps. This file imports no zod at run time: schemas are named through a picker
// `(s) => s.newsItem` over the schema set, so a page that only calls endpoints does not load zod.
import type { z } from 'zod';
import type { RoleRule } from '../rules/permissions.js';
import type { SchemaSet } from './schema-set.js';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: `'anyone'` (visitors included) or the SPEC §6 role rules a signed-in caller must match. */
export type Access = 'anyone' | readonly RoleRule[];

/** Names one schema of the schema set (run only on the server, or by tests). */
export type SchemaPick = (s: SchemaSet) => z.ZodType;

/** Sessions other than complete ones that an endpoint serves (both default to no). */
export type SessionStages = {
  /** A session whose second factor is still due (only verifying it, the profile and sign-out). */
  twoFactorPending?: boolean;
  /** A user who must change a deprecated password first (the password routes, profile and sign-out). */
  passwordDeprecated?: boolean;
};

/**
 * What is declared about one endpoint. `path` is relative to `/api/v1`, with `{name}` for a path
 * parameter (SPEC §7 style). `kind` is `json` (the default: a JSON body, an envelope answer), `upload` (a
 * multipart body carrying one file, an envelope answer) or `file` (a JSON or empty body, a file answer).
 */
export type EndpointSpec = {
  method: HttpMethod;
  path: string;
  access: Access;
  sessions?: SessionStages;
  kind?: 'json' | 'upload' | 'file';
  /** A body limit below the server's 1 MiB default (a signature image). */
  maxBodyBytes?: number;
  /** Clients send back rows they read: the audit fields and `id` are dropped before the body is checked. */
  resubmits?: boolean;
  /**
   * A GET that changes state (sign-out, a SPEC §7 GET): it needs the XSRF header like every write, or a
   * link on another site could run it with the user's cookies.
   */
  changesState?: boolean;
  params?: SchemaPick;
  query?: SchemaPick;
  body?: SchemaPick;
  /** The envelope's `data` of a successful answer (json and upload kinds). */
  response?: SchemaPick;
};

/** Declares an endpoint; the literal types of `spec` (its path, its schemas) carry through to both apps. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

type Picked<F> = F extends (s: SchemaSet) => infer T ? (T extends z.ZodType ? T : never) : never;
type Part<E, K extends string> = E extends { [key in K]: infer F } ? Picked<F> : never;

/** The body of an upload: the browser's FormData carrying one file (typed loosely: shared knows no DOM). */
export type UploadBody = object;

/**
 * What a client sends for an endpoint: `params`, `query` and `body`, each only where declared (an upload's
 * body is its FormData).
 */
export type CallInput<E extends EndpointSpec> = ([Part<E, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Part<E, 'params'>> }) &
  ([Part<E, 'query'>] extends [never] ? unknown : { query?: z.input<Part<E, 'query'>> }) &
  ([Part<E, 'body'>] extends [never] ? unknown : { body: z.input<Part<E, 'body'>> }) &
  (E extends { kind: 'upload' } ? { body: UploadBody } : unknown);

/** What the server's handler receives after validation (coerced params, defaults applied). */
export type HandlerInput<E extends EndpointSpec> = {
  params: [Part<E, 'params'>] extends [never] ? Record<string, never> : z.output<Part<E, 'params'>>;
  query: [Part<E, 'query'>] extends [never] ? Record<string, never> : z.output<Part<E, 'query'>>;
  body: [Part<E, 'body'>] extends [never] ? undefined : z.output<Part<E, 'body'>>;
};

/** The `data` of a successful answer as the client reads it (null when the endpoint declares none). */
export type Answer<E extends EndpointSpec> = [Part<E, 'response'>] extends [never]
  ? null
  : z.output<Part<E, 'response'>>;

/** The `data` a handler hands to the serialiser (checked and stripped by the response schema). */
export type AnswerInput<E extends EndpointSpec> = [Part<E, 'response'>] extends [never]
  ? null
  : z.input<Part<E, 'response'>>;

/** Whether the endpoint writes (every method but GET): the XSRF sweep and the client's locks use it. */
export function isWrite(spec: Pick<EndpointSpec, 'method'>): boolean {
  return spec.method !== 'GET';
}

/** Whether a call must repeat the XSRF cookie in its header: every write, and a GET that changes state. */
export function needsXsrf(spec: Pick<EndpointSpec, 'method' | 'changesState'>): boolean {
  return isWrite(spec) || spec.changesState === true;
}

const PARAM = /\{(\w+)\}/g;

/** The names of an endpoint's path parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string);
}

/**
 * The URL of a call relative to `/api/v1`: path parameters filled in (encoded) and the query appended.
 * Throws when a declared path parameter has no value (a programming error, not a user's).
 */
export function urlOf(
  spec: Pick<EndpointSpec, 'path'>,
  params: Readonly<Record<string, unknown>> = {},
  query: Readonly<Record<string, unknown>> = {},
): string {
  const path = spec.path.replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${spec.path}: no ${name}`);
    if (value === '') throw new Error(`${spec.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof entry[1]),
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
