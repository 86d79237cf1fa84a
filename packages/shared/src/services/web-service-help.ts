// A service published as a web service (SPEC §2 /ws/*, §3 service options), as its integrators' help
// describes it: computed once on the server (modules/ws-help/ws-description.ts) and rendered from that one
// value by the help pages, the panel's help, the Postman collection and the OpenAPI document.
import { z } from 'zod';
import { serviceOptions } from './service-definition.js';

/** Where a service is called, relative to the server's origin (SPEC §2: no api prefix). */
export const WS_CALL_PATH = '/ws/call';
/** The connected system's token endpoint (the portal's own OpenID Connect provider). */
export const WS_TOKEN_PATH = '/oidc/token';
/**
 * The resource (RFC 8707 audience) a connected system asks its client-credentials token for: the web
 * services' base address, `{origin}/ws`.
 */
export const WS_RESOURCE_PATH = '/ws';

/** How an input's value is written, for people (the type's Persian name is chosen by the renderer). */
export const WS_INPUT_KINDS = [
  'text',
  'richText',
  'date',
  'file',
  'boolean',
  'choice',
  'choices',
  'map',
  'object',
  'rows',
] as const;
export type WsInputKind = (typeof WS_INPUT_KINDS)[number];

/** One input of a web service: a field of the service's form, under the key the caller sends. */
export type WsInput = {
  /** The key in the query string or body (the field's id or ename, per mapInputs). */
  key: string;
  /** The field's Persian title. */
  label: string;
  kind: WsInputKind;
  /** The kind and format in Persian words, for people. */
  typeLabel: string;
  required: boolean;
  /** The text format the value must have (nationalId, mobile, …), when the field names one. */
  format: string | null;
  /** The allowed values of a choice with fixed options. */
  options: { id: string | number; fname: string }[];
  /** The inputs of a table's rows, a subform or an expansion's tabs. */
  children: WsInput[];
};

export const wsInput: z.ZodType<WsInput> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    kind: z.enum(WS_INPUT_KINDS),
    typeLabel: z.string(),
    required: z.boolean(),
    format: z.string().nullable(),
    options: z.array(z.object({ id: z.union([z.string(), z.number()]), fname: z.string() })),
    children: z.array(wsInput),
  }),
);

/** A web service as its help describes it. */
export const webServiceDescription = z.object({
  id: z.number().int(),
  version: z.number().int(),
  serviceFname: z.string(),
  serviceEname: z.string(),
  description: z.string(),
  /** The service options of the published version (SPEC §3). */
  options: serviceOptions,
  /** The call's address relative to the origin: `/ws/call/{id}`. */
  path: z.string(),
  /** Whether the process waits for a person (202 and a status URL) or answers at once (200). */
  waitsForPeople: z.boolean(),
  /** What a reader needs first (method, address, body, keys, auth, answer), as Persian label and value. */
  facts: z.array(z.object({ label: z.string(), value: z.string(), code: z.boolean() })),
  inputs: z.array(wsInput),
  /** A body (or query) that passes the form's check where fixed choices allow: keys to example values. */
  example: z.record(z.string(), z.unknown()),
  /** The example as the pairs a query string or form body carries (objects and lists as JSON text). */
  exampleParams: z.array(z.tuple([z.string(), z.string()])),
  /** JSON Schema (2020-12) of the inputs, from the form's zod schema. */
  inputSchema: z.record(z.string(), z.unknown()),
  /** Copyable shell commands against this server: the token request (jwt only) and the call. */
  curl: z.object({ token: z.string().nullable(), call: z.string() }),
});
export type WebServiceDescription = z.infer<typeof webServiceDescription>;
export const webServiceDescriptionList = z.array(webServiceDescription);

/**
 * The refusals of a web service call (RFC 9457 `code`, the member a caller's system branches on) and the
 * HTTP status each answers with — the one list /ws/call sends and the help describes.
 */
export const WS_PROBLEM_STATUSES = {
  invalid_body: 400,
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  origin_refused: 403,
  ip_refused: 403,
  service_not_found: 404,
  request_not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
} as const;
export type WsProblemCode = keyof typeof WS_PROBLEM_STATUSES;

/** One refusal a caller may meet: its HTTP status, its machine-readable `code` and Persian title. */
export const wsProblem = z.object({ status: z.number().int(), code: z.string(), title: z.string() });
export type WsProblem = z.infer<typeof wsProblem>;

/** `GET service/web-services-help`: the web services the viewer may see, and what every call shares. */
export const webServicesHelp = z.object({
  /** The server's origin the addresses are built from (SPEC §2). */
  origin: z.string(),
  services: webServiceDescriptionList,
  problems: z.array(wsProblem),
  /** Limits every call meets, in Persian sentences. */
  limits: z.array(z.string()),
});
export type WebServicesHelp = z.infer<typeof webServicesHelp>;

/** What a call of a service that needs no person answers (200): its request's tracking code and answers. */
export const wsCallAnswer = z.object({
  trackingCode: z.string(),
  /** The request's status when it ended. */
  status: z.string(),
  /** The request's final answers, under the same keys as the inputs (mapInputs). */
  answers: z.record(z.string(), z.unknown()),
});

/** What a call of a service that waits for people answers (202): where to follow the request. */
export const wsCallAccepted = z.object({
  trackingCode: z.string(),
  status: z.string(),
  /** An absolute URL the caller polls (GET, same credentials) until the request ends. */
  statusUrl: z.string(),
});

/** A refusal as application/problem+json (RFC 9457), `title` in Persian, `code` for programs. */
export const wsProblemDocument = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  instance: z.string().optional(),
});
