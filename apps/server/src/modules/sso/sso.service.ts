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
 * The home page's systems for `viewer` from `ip`: visitors read them only while the site settings allow
 * an unauthenticated main page (401 otherwise) and see every one shown; a signed-in user sees only those
 * the SSO gate's limits let them into from there (as on `/panel/sso/clients`), a unit's group left out
 * when none of its systems is.
 */
export async function homeSystemsFor(
  db: Db,
  viewer: Principal | null,
  ip: string | null,
): Promise<HomeSystems> {
  if (!viewer && !(await readSiteSettingsBody(db)).allowedUnauthMainPage)
    throw new AppError('unauthorized', commonMessages.unauthenticated);
  const shaped = await homeSystemsOf(
    db,
    displaySystemsOf(await generalSettingData(db, 'displaySystemsBaseOn')),
  );
  if (!viewer) return shaped;
  const ids = [...(shaped.all ?? []), ...shaped.byUnit.flatMap((group) => group.systems)].map(({ id }) => id);
  const enterable = await enterableSystems(db, { userId: viewer.id, ip }, [...new Set(ids)]);
  const open = <S extends { id: number }>(systems: S[]) => systems.filter(({ id }) => enterable.has(id));
  return {
    all: shaped.all && open(shaped.all),
    byUnit: shaped.byUnit
      .map((group) => ({ ...group, systems: open(group.systems) }))
      .filter((group) => group.systems.length > 0),
  };
}

/** Whether `viewer` may download a system's logo: anyone while it is live and enabled, its managers always. */
export function logoReadable(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  return logoVisible(db, viewer, id);
}
