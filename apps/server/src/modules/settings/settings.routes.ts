import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ROLE_ADMIN, siteSettings, siteSettingsBody } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { messages } from '../../messages.js';
import { requireRoles, userOf } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';
import { attachFiles, registerFileAccess, releaseFiles } from '../files/files.service.js';
import {
  readGeneralSettings,
  readSiteSettings,
  SITE_SETTINGS_ID,
  writeSiteSettings,
} from './settings.repository.js';

const generalSettingsList = z.array(z.object({ name: z.string(), data: z.string() }));
const SETTINGS_OWNER = { resource: 'setting', id: SITE_SETTINGS_ID };

/**
 * `GET setting` (everyone: the web app loads it once), `PUT setting` (Admin) and `GET generalsetting/all`
 * (everyone: the login page and the home page need them before sign-in). Settings images are public.
 */
export function registerSettingsRoutes(parent: FastifyInstance, db: Db, version: string): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerFileAccess('setting', () => Promise.resolve(true));
  registerFileAccess('generalsetting', () => Promise.resolve(true));

  app.get('/setting', { schema: { response: { 200: envelope(siteSettings) } } }, async () =>
    ok(await readSiteSettings(db, version)),
  );

  app.put(
    '/setting',
    {
      preValidation: requireRoles([ROLE_ADMIN]),
      schema: { body: siteSettingsBody, response: { 200: envelope(siteSettings) } },
    },
    async (request) => {
      const user = userOf(request);
      const body = request.body;
      const images = [body.mainLogo, body.footerLogo, body.footerExtraLogo, body.loginLogo].filter(
        (id): id is string => id !== null,
      );
      await db.transaction(async (tx) => {
        await attachFiles(tx, user, images, SETTINGS_OWNER, 'image');
        await releaseFiles(tx, SETTINGS_OWNER, images);
        await writeSiteSettings(tx, body, { id: user.id, requestId: request.id });
      });
      return ok(await readSiteSettings(db, version), messages.saved);
    },
  );

  app.get(
    '/generalsetting/all',
    { schema: { response: { 200: envelope(z.object({ list: generalSettingsList })) } } },
    async () => ok({ list: await readGeneralSettings(db) }),
  );
}
