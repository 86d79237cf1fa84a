// One-line endpoint declarations: `get(path, access, { response })` instead of an `endpoint({…})` block
// that spells out `method`, `path` and `access` keys. Each verb returns the same plain declaration
// `endpoint` does, with the literal types of its path, access and schemas kept, so `Answer<typeof …>`, the
// server's `bind` and the permission and XSRF sweeps see no difference.
import type { Access, EndpointSpec, HttpMethod } from './endpoint.js';

/** What a declaration holds besides its method, path and access: sessions, kind, limits and schemas. */
export type EndpointOptions = Omit<EndpointSpec, 'method' | 'path' | 'access'>;

/** An endpoint as a verb declares it. */
export type Declared<M extends HttpMethod, P extends string, A extends Access, O extends EndpointOptions> = {
  method: M;
  path: P;
  access: A;
} & O;

/** Declares an endpoint of one method: its path relative to `/api/v1`, who may call it, and the rest. */
type Verb<M extends HttpMethod> = {
  <const P extends string, const A extends Access>(path: P, access: A): Declared<M, P, A, NoOptions>;
  <const P extends string, const A extends Access, const O extends EndpointOptions>(
    path: P,
    access: A,
    options: O,
  ): Declared<M, P, A, O>;
};
type NoOptions = Record<never, never>;

type Args = [path: string, access: Access, options?: EndpointOptions];

function declare(method: HttpMethod, ...[path, access, options]: Args): EndpointSpec {
  return { method, path, access, ...options };
}

// Each verb is annotated for the bundlers: a declaration nobody imports is left out of the web's chunks.
/** Declares `GET path` (a read; `changesState` marks the rare GET that writes). */
export const get: Verb<'GET'> = /* @__NO_SIDE_EFFECTS__ */ (...args: Args) =>
  declare('GET', ...args) as never;
/** Declares `POST path`. */
export const post: Verb<'POST'> = /* @__NO_SIDE_EFFECTS__ */ (...args: Args) =>
  declare('POST', ...args) as never;
/** Declares `PUT path`. */
export const put: Verb<'PUT'> = /* @__NO_SIDE_EFFECTS__ */ (...args: Args) =>
  declare('PUT', ...args) as never;
/** Declares `DELETE path`. */
export const del: Verb<'DELETE'> = /* @__NO_SIDE_EFFECTS__ */ (...args: Args) =>
  declare('DELETE', ...args) as never;
