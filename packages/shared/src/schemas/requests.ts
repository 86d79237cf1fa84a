import { z } from 'zod';

/** `GET userrequest/counter` (SPEC §3 request counter; spellings as in the contract). */
export const requestCounter = z.object({
  recieved: z.number().int().nonnegative(),
  seneded: z.number().int().nonnegative(),
});
export type RequestCounter = z.infer<typeof requestCounter>;
