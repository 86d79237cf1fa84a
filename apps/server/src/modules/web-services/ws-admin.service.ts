// The service designer's view of a web service (Admins): who may call it and how its calls went.
import type { WebServiceCallers, WebServiceFigures } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { serviceMessages } from '../../messages/index.js';
import { AppError } from '../../plugins/errors.js';
import { serviceIsLive } from '../services/services.service.js';
import { webServiceCallersOf, webServiceFiguresOf } from './ws-admin.repository.js';

async function assertService(db: Db, serviceId: number): Promise<void> {
  if (!(await serviceIsLive(db, serviceId))) throw new AppError('not_found', serviceMessages.serviceNotFound);
}

/** The units allowed to call service `serviceId` and the connected systems an Admin may allow. */
export async function webServiceCallers(db: Db, serviceId: number): Promise<WebServiceCallers> {
  await assertService(db, serviceId);
  return webServiceCallersOf(db, serviceId);
}

/** Service `serviceId`'s calls, errors and p95 duration over the last `days` days. */
export async function webServiceFigures(db: Db, serviceId: number, days: number): Promise<WebServiceFigures> {
  await assertService(db, serviceId);
  return webServiceFiguresOf(db, serviceId, days);
}
