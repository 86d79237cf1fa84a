import {
  functionApi,
  functionLogApi,
  parseFunction,
  unitWebserviceAccessApi,
  type FlowDiagnostic,
} from '@darvazeh/shared';
import { functionLogs, functions, unitWebserviceAccesses } from '../../db/schema/functions.js';
import { AppError } from '../../plugins/errors.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type {
  ReadOnlyResourceDefinition,
  ResourceDefinition,
} from '../../plugins/resources/resource-definition.js';
import { functionExists, functionHasAccesses, unitExists } from './functions.repository.js';
import { functionMessages, labels, orgMessages, serviceMessages } from '../../messages/index.js';
import { serviceIsLive } from '../services/services.service.js';
import { assertNamedQueriesExist } from '../queries/stored-queries.service.js';

type Body = Record<string, unknown>;

/** A diagnostic as one line of text, naming the expression it belongs to. */
export const diagnosticText = (d: FlowDiagnostic) =>
  d.nodeId ? functionMessages.atNode(d.nodeId, d.message) : d.message;

/** The body checked by the flow model (schema, names, branches) with isServerSide and usedFieldInfos derived. */
export function checkedFunction(body: Body) {
  const parsed = parseFunction({
    id: 'function',
    fname: body.fname,
    callOn: body.callOn,
    relatedId: body.relatedId ?? null,
    formFields: body.formFields ?? [],
    expressions: body.expressions,
  });
  if (!parsed.ok) {
    const lines = parsed.diagnostics.map(diagnosticText);
    throw new AppError('bad_request', functionMessages.invalidFunction(lines.length, lines[0] ?? ''), lines);
  }
  return parsed.fn;
}

/**
 * Stored functions (تابع), Admins only. Every write is checked by the shared flow model and stores the
 * derived isServerSide (SPEC §4) and usedFieldInfos, whatever the client sent; `ename` is unique among
 * live functions. A function some unit is still given access to cannot be deleted.
 */
export const functionResource: ResourceDefinition = {
  api: functionApi,
  table: functions,
  fields: columnFields(functions, [
    'id',
    'fname',
    'ename',
    'callOn',
    'isServerSide',
    'categoryId',
    'createdAt',
  ]),
  nameColumn: functions.ename,
  duplicateNameMessage: functionMessages.duplicateEname,
  // Its run logs stay (they name it by id); the unit accesses deleted before it go with it.
  recycle: {
    label: labels.function,
    title: functions.fname,
    purgeAlso: [unitWebserviceAccesses.functionId],
  },
  hooks: {
    // toValues checks the body (a Persian 400 naming the expression) while deriving the stored fields, so
    // the tree is parsed and validated once per write.
    toValues: async (body, tx) => {
      const fn = checkedFunction(body);
      // A read naming a stored query that is not there would only fail when the function runs.
      await assertNamedQueriesExist(tx, fn.expressions);
      return {
        fname: body.fname,
        ename: body.ename,
        categoryId: body.categoryId ?? null,
        callOn: fn.callOn,
        relatedId: fn.relatedId ?? null,
        cache: body.cache ?? 0,
        formFields: body.formFields ?? [],
        expressions: fn.expressions,
        isServerSide: fn.isServerSide ?? true,
        usedFieldInfos: fn.usedFieldInfos ?? [],
      };
    },
    beforeRemove: async (tx, id) => {
      if (await functionHasAccesses(tx, id))
        throw new AppError('bad_request', functionMessages.functionInUse);
    },
  },
};

/** Every server run of a function (functionlog), newest first; Admins only. */
export const functionLogResource: ReadOnlyResourceDefinition = {
  api: functionLogApi,
  table: functionLogs,
  fields: columnFields(functionLogs, ['id', 'functionId', 'callerId', 'ok', 'createdAt']),
};

/**
 * Which units may call which functions or web services (unitwebserviceaccess); Admins only; one live row
 * per pair.
 */
export const unitWebserviceAccessResource: ResourceDefinition = {
  api: unitWebserviceAccessApi,
  table: unitWebserviceAccesses,
  fields: columnFields(unitWebserviceAccesses, ['id', 'unitId', 'functionId', 'serviceId', 'createdAt']),
  hooks: {
    check: async (db, body) => {
      if (!(await unitExists(db, body.unitId as number)))
        throw new AppError('bad_request', orgMessages.unitMissing);
      if (body.functionId != null && !(await functionExists(db, body.functionId as number)))
        throw new AppError('bad_request', functionMessages.functionNotFound);
      if (body.serviceId != null && !(await serviceIsLive(db, body.serviceId as number)))
        throw new AppError('bad_request', serviceMessages.serviceNotFound);
    },
  },
};
