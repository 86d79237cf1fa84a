// Every declared endpoint in one list, for the server's checks and the sweeps (not for the web app).
import type { EndpointSpec } from './endpoint.js';
import * as declarations from './index.js';

const isEndpoint = (value: unknown): value is EndpointSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every declared endpoint once (a resource's endpoints spread into a larger group count once). */
export const allEndpoints: readonly EndpointSpec[] = [
  ...new Set(
    Object.values(declarations).flatMap((group: unknown) =>
      typeof group === 'object' && group !== null ? Object.values(group).filter(isEndpoint) : [],
    ),
  ),
];
