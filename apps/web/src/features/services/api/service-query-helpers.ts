// Plain helpers over stored services, shared by the queries and the designer.
import type { ServiceBody, ServiceItem } from '../types';

/** The body a stored service writes back as: its own fields, without the server's. */
export function bodyOfItem(item: ServiceItem): ServiceBody {
  const { id: _id, version: _v, publishedVersion: _p, ...rest } = item;
  const body: Record<string, unknown> = { ...rest };
  for (const key of ['createdAt', 'creatorId', 'updatedAt', 'updaterId', 'deletedAt', 'deleterId'])
    delete body[key];
  for (const key of Object.keys(body)) if (key.endsWith('Jalali')) delete body[key];
  return body as ServiceBody;
}
