// The web services as an OpenAPI 3.1 document (/ws/openapi.json), from the same descriptions as the help
// and Postman: each service's inputs as JSON Schema (its form's zod schema through z.toJSONSchema), its
// auth as a security requirement, its 200 or 202 answer and the problem+json refusals.
import { z } from 'zod';
import {
  WS_TOKEN_PATH,
  wsCallAccepted,
  wsCallAnswer,
  wsProblemDocument,
  type WebServiceDescription,
  type WsProblem,
} from '@darvazeh/shared';
import { wsHelpMessages as text } from '../../messages/index.js';
import { inputsInQuery } from './ws-curl.js';

const schemaOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema);
  return rest;
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const SECURITY = { jwt: [{ clientCredentials: [] }], basic: [{ basicAuth: [] }], none: [] } as const;

function parametersOf(service: WebServiceDescription) {
  const properties = (service.inputSchema.properties ?? {}) as Record<string, { type?: unknown }>;
  return service.inputs.map((input) => {
    const schema = properties[input.key] ?? {};
    const plain = schema.type === 'string' || schema.type === 'boolean' || schema.type === 'number';
    return {
      name: input.key,
      in: 'query',
      required: input.required,
      description: input.label,
      // Objects and lists travel as JSON text in one parameter.
      ...(plain ? { schema } : { content: { 'application/json': { schema } } }),
    };
  });
}

function operationOf(service: WebServiceDescription, problems: readonly WsProblem[]) {
  const mediaTypes =
    service.options.format === 'xml' ? ['application/json', 'application/xml'] : ['application/json'];
  const answer = (schema: string) =>
    Object.fromEntries(mediaTypes.map((type) => [type, { schema: ref(schema) }]));
  const bodyType =
    service.options.requestBodyType === 'raw' ? 'application/json' : 'application/x-www-form-urlencoded';
  const byStatus = new Map<number, WsProblem[]>();
  for (const problem of problems)
    byStatus.set(problem.status, [...(byStatus.get(problem.status) ?? []), problem]);
  return {
    operationId: service.serviceEname || `service${service.id}`,
    summary: service.serviceFname,
    ...(service.description && { description: service.description }),
    security: SECURITY[service.options.auth],
    ...(inputsInQuery(service.options)
      ? { parameters: parametersOf(service) }
      : {
          requestBody: {
            required: true,
            content: { [bodyType]: { schema: service.inputSchema, example: service.example } },
          },
        }),
    responses: {
      ...(service.waitsForPeople
        ? { '202': { description: text.answers.later, content: answer('Accepted') } }
        : { '200': { description: text.answers.now, content: answer('Answer') } }),
      ...Object.fromEntries(
        [...byStatus].map(([status, list]) => [
          String(status),
          {
            description: list.map((p) => `${p.code}: ${p.title}`).join(' — '),
            content: { 'application/problem+json': { schema: ref('Problem') } },
          },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of `services` served from `origin`. */
export function openApiDocument(
  services: readonly WebServiceDescription[],
  origin: string,
  problems: readonly WsProblem[],
  version: string,
) {
  return {
    openapi: '3.1.0',
    info: { title: text.title, description: text.intro, version },
    servers: [{ url: origin }],
    paths: Object.fromEntries(
      services.map((service) => [service.path, { [service.options.method]: operationOf(service, problems) }]),
    ),
    components: {
      schemas: {
        Answer: schemaOf(wsCallAnswer),
        Accepted: schemaOf(wsCallAccepted),
        Problem: schemaOf(wsProblemDocument),
      },
      securitySchemes: {
        clientCredentials: {
          type: 'oauth2',
          description: text.auths.jwt,
          flows: { clientCredentials: { tokenUrl: `${origin}${WS_TOKEN_PATH}`, scopes: {} } },
        },
        basicAuth: { type: 'http', scheme: 'basic', description: text.auths.basic },
      },
    },
  };
}
