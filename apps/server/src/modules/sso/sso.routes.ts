import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  displaySystemsOf,
  envelope,
  homeSystems,
  ssoClientList,
  type DisplaySystemsBaseOn,
  type HomeSystems,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { messages } from '../../messages.js';
import { requireRoles } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { registerFileAccess } from '../files/files.service.js';
import { generalSettingData, readSiteSettingsBody } from '../settings/settings.repository.js';
import { SSO_RESOURCE } from './sso.resource.js';
import { enabledClients, logoVisible, mainPageSystems, mainPageSystemsByUnit } from './sso.repository.js';

/** A signed-in user who may use the portal (not one who still owes a password change) reads as signed in. */
const isSignedIn = (request: FastifyRequest) =>
  request.principal !== null && request.principal !== undefined && !request.session?.passwordDeprecated;

/**
 * The connected systems' own reads besides the resource routes (sso.resource.ts): `clients` for
 * `/panel/sso/clients` (any signed-in user) and `systems` for the home page (visitors too, when the site
 * settings allow an unauthenticated main page). Logos download for whoever may see the system.
 */
export function registerSsoRoutes(parent: FastifyInstance, db: Db): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerFileAccess(SSO_RESOURCE, logoVisible);

  app.get(
    `/${SSO_RESOURCE}/clients`,
    { preValidation: requireRoles(['*']), schema: { response: { 200: envelope(ssoClientList) } } },
    async () => ok({ list: await enabledClients(db) }),
  );

  app.get(
    `/${SSO_RESOURCE}/systems`,
    { schema: { response: { 200: envelope(homeSystems) } } },
    async (request) => {
      if (!isSignedIn(request) && !(await readSiteSettingsBody(db)).allowedUnauthMainPage)
        throw new AppError('unauthorized', messages.unauthenticated);
      const display = displaySystemsOf(await generalSettingData(db, 'displaySystemsBaseOn'));
      return ok(await homeSystemsOf(db, display));
    },
  );
}

/** The home page's systems, shaped as the general setting displaySystemsBaseOn says (the same for everyone). */
export async function homeSystemsOf(
  db: Db,
  { showTypes, unitTypeIds }: DisplaySystemsBaseOn,
): Promise<HomeSystems> {
  const [all, byUnit] = await Promise.all([
    showTypes.includes('all') ? mainPageSystems(db) : null,
    showTypes.includes('unitType') ? mainPageSystemsByUnit(db, unitTypeIds) : [],
  ]);
  return { all, byUnit };
}
