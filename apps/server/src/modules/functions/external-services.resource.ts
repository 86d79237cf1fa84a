// Outside web services (externalservice, issue 26 item 5): Admins register a base URL and how to sign
// calls to it; functions fetch paths under it through the guarded client. The secret is sealed before it
// is stored (plugins/secret-box.ts), kept out of the change log, and answered only as `secretSet`.
import { externalServiceApi } from '@darvazeh/shared';
import { externalServices } from '../../db/schema/functions.js';
import { fieldError } from '../../plugins/errors.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import type { SecretBox } from '../../plugins/secret-box.js';
import { externalServiceMessages as text } from '../../messages/index.js';
import { findExternalService } from './functions.repository.js';

type Row = Record<string, unknown>;

/** The outside web services resource, sealing secrets with `box`. */
export function externalServiceResource(box: SecretBox): ResourceDefinition {
  return {
    api: externalServiceApi,
    table: externalServices,
    fields: columnFields(externalServices, ['id', 'name', 'baseUrl', 'authKind', 'createdAt']),
    nameColumn: externalServices.name,
    duplicateNameMessage: text.duplicateName,
    secretFields: ['secretSealed'],
    hooks: {
      // A new secret replaces the stored one; an empty one keeps it (the form never shows the secret).
      // Without authentication nothing is kept.
      toValues: async (body, tx, id) => {
        const stored = id === null ? undefined : await findExternalService(tx, id);
        const secret = body.secret as string;
        const kept = stored && stored.authKind === body.authKind ? stored.secretSealed : '';
        const secretSealed = body.authKind === 'none' ? '' : secret !== '' ? await box.seal(secret) : kept;
        if (body.authKind !== 'none' && secretSealed === '')
          throw fieldError('bad_request', 'secret', text.secretRequired);
        return {
          name: body.name,
          baseUrl: body.baseUrl,
          authKind: body.authKind,
          username: body.authKind === 'basic' ? body.username : '',
          headerName: body.authKind === 'apiKey' ? body.headerName : '',
          secretSealed,
        };
      },
      expand: async (_db, rows: Row[]) =>
        rows.map(({ secretSealed, ...row }) => ({ ...row, secretSet: secretSealed !== '' })),
    },
  };
}
