import {
  displaySystemsOf,
  type DisplaySystemsBaseOn,
  type HomeSystems,
  type Principal,
  type SsoClientList,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { generalSettingData, readSiteSettingsBody } from '../settings/settings.service.js';
import { enterableSystems } from './access.service.js';
import { enabledClients, logoVisible, mainPageSystems, mainPageSystemsByUnit } from './sso.repository.js';
import { commonMessages } from '../../messages/index.js';

/**
 * The systems `userId` may enter from `ip` now, for `/panel/sso/clients`: the enabled ones the SSO
 * gate's limits let them into, so a system that would refuse them is not offered.
 */
export async function clientsFor(db: Db, userId: number, ip: string | null): Promise<SsoClientList> {
  const list = await enabledClients(db);
  const enterable = await enterableSystems(
    db,
    { userId, ip },
    list.map((system) => system.id),
  );
  return { list: list.filter((system) => enterable.has(system.id)) };
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

/**
 * The home page's systems for `viewer`: visitors read them only while the site settings allow an
 * unauthenticated main page (401 otherwise).
 */
export async function homeSystemsFor(db: Db, viewer: Principal | null): Promise<HomeSystems> {
  if (!viewer && !(await readSiteSettingsBody(db)).allowedUnauthMainPage)
    throw new AppError('unauthorized', commonMessages.unauthenticated);
  return homeSystemsOf(db, displaySystemsOf(await generalSettingData(db, 'displaySystemsBaseOn')));
}

/** Whether `viewer` may download a system's logo: anyone while it is live and enabled, its managers always. */
export function logoReadable(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  return logoVisible(db, viewer, id);
}
