import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Our origin: PUBLIC_ORIGIN when set, else the request's own scheme and host (SPEC §2's server origin). */
export function originOf(config: Config, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
