import {
  generalSettingApi,
  GENERAL_SETTING_IMAGES,
  generalSettingError,
  type GeneralSettingName,
} from '@darvazeh/shared';
import { generalSettings } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { attachFiles, releaseFiles } from '../files/files.service.js';
import { generalSettingDataById } from './settings.repository.js';
import { redactSmsSetting, smsSettingToStore } from './sms-setting.service.js';

const isImage = (name: string) => (GENERAL_SETTING_IMAGES as readonly string[]).includes(name);

/** A general setting row with the SMS web service's key emptied (`apiKeySet` says whether one is stored). */
const withoutSmsKey = (row: Record<string, unknown>) =>
  row.name === 'smsProvider' ? { ...row, data: redactSmsSetting(row.data as string) } : row;

/**
 * General settings (تنظیمات عمومی): name/data pairs, one live row per name. Admins write them; the data
 * is checked against its name's schema, and an image setting attaches its uploaded file.
 * Everyone reads them through `GET generalsetting/all` (settings.routes.ts).
 */
export const generalSettingResource: ResourceDefinition = {
  api: generalSettingApi,
  table: generalSettings,
  fields: columnFields(generalSettings, ['id', 'name']),
  nameColumn: generalSettings.name,
  hooks: {
    check: async (_db, body) => {
      const error = generalSettingError(body.name as GeneralSettingName, body.data as string);
      if (error) throw new AppError('bad_request', error);
    },
    // The SMS key is write-only: kept when a write leaves it empty, never answered.
    toValues: async (body, tx, id) =>
      body.name === 'smsProvider'
        ? {
            ...body,
            data: smsSettingToStore(
              body.data as string,
              id === null ? undefined : await generalSettingDataById(tx, id),
            ),
          }
        : body,
    expand: (_db, rows) => Promise.resolve(rows.map(withoutSmsKey)),
    // Nor is it kept in the change log (backups hold it, and Admins read the log).
    forLog: withoutSmsKey,
    afterWrite: async (tx, id, body, actor) => {
      const owner = { resource: 'generalsetting', id };
      const keep = isImage(body.name as string) ? [body.data as string] : [];
      if (keep.length > 0) await attachFiles(tx, actor.user, keep, owner, 'image');
      await releaseFiles(tx, owner, keep);
    },
  },
};
