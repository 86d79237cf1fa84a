import { docRepoApi, docRepoFolderApi, isAdmin, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { docRepoFolders, docRepos } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { attachFiles } from '../files/files.service.js';
import {
  descendantFolders,
  folderIsEmpty,
  folderUnit,
  spreadFolderUnit,
  unitExists,
  unitScope,
  unitsBelow,
  unitsOf,
  visibleFolder,
} from './doc-repo.repository.js';
import { docRepoMessages as text, labels, orgMessages } from '../../messages/index.js';

/**
 * Shared rows (no unit) are the Admins': an Employee reads them but creates, edits, moves and deletes only
 * their units' rows, so they can neither take a shared row into their unit nor put one of theirs out.
 */
function assertManages(row: Record<string, unknown>, user: Principal): void {
  if (row.unitId === null && !isAdmin(user)) throw new AppError('forbidden', text.sharedAdminOnly);
}

async function targetFolder(db: Db, user: Principal, id: number) {
  const folder = await visibleFolder(db, user, id);
  if (!folder) throw new AppError('bad_request', text.folderMissing);
  return folder;
}

/**
 * Folders of the document repository (پوشه). A folder of no unit is shared by all staff (only Admins
 * change it); a unit's folder only by that unit's staff (and Admins), and everything below it belongs
 * to the same unit.
 */
export const docRepoFolderResource: ResourceDefinition = {
  api: docRepoFolderApi,
  table: docRepoFolders,
  fields: columnFields(docRepoFolders, ['id', 'name', 'parentId', 'unitId']),
  ownedBy: (user) => unitScope(user, docRepoFolders.unitId),
  recycle: {
    label: labels.docRepoFolder,
    title: docRepoFolders.name,
    parents: [
      { column: docRepoFolders.parentId, kind: 'docrepofolder' },
      { column: docRepoFolders.unitId, kind: 'unit' },
    ],
  },
  hooks: {
    check: async (db, body, id, user) => {
      const parentId = body.parentId as number | null;
      const parent = parentId === null ? null : await targetFolder(db, user, parentId);
      if (id !== null && parentId !== null) {
        if (parentId === id || (await descendantFolders(db, id)).includes(parentId))
          throw new AppError('bad_request', text.folderCycle);
      }
      // A unit chosen in the body counts only where the parent does not already fix one.
      const chosen = body.unitId as number | null;
      if (parent?.unitId == null && chosen !== null) {
        if (!isAdmin(user) && !unitsOf(user).includes(chosen))
          throw new AppError('bad_request', text.unitNotYours);
        if (!(await unitExists(db, chosen))) throw new AppError('bad_request', orgMessages.unitMissing);
      }
      // Everything below a unit's folder is that unit's: refuse to swallow another unit's folders.
      const unitId = parent?.unitId ?? chosen;
      if (id !== null && unitId !== null) {
        const below = await unitsBelow(db, id);
        if ([...below].some((u) => u !== null && u !== unitId))
          throw new AppError('bad_request', text.otherUnitBelow);
      }
    },
    toValues: async ({ name, parentId, unitId }, tx) => {
      const parentUnit = parentId === null ? null : await folderUnit(tx, parentId as number);
      return { name, parentId, unitId: parentUnit ?? unitId };
    },
    afterWrite: async (tx, id) => {
      await spreadFolderUnit(tx, id, (await folderUnit(tx, id)) ?? null);
    },
    beforeRemove: async (tx, id) => {
      if (!(await folderIsEmpty(tx, id))) throw new AppError('bad_request', text.folderNotEmpty);
    },
    assertWritable: assertManages,
  },
};

/** Documents of the repository (سند): a name, a folder whose unit it carries, and an uploaded file. */
export const docRepoResource: ResourceDefinition = {
  api: docRepoApi,
  table: docRepos,
  fields: columnFields(docRepos, ['id', 'name', 'folderId', 'unitId']),
  ownedBy: (user) => unitScope(user, docRepos.unitId),
  recycle: {
    label: labels.document,
    title: docRepos.name,
    parents: [{ column: docRepos.folderId, kind: 'docrepofolder' }],
    files: true,
  },
  hooks: {
    check: async (db, body, _id, user) => {
      await targetFolder(db, user, body.folderId as number);
    },
    toValues: async (body, tx) => ({
      ...body,
      unitId: (await folderUnit(tx, body.folderId as number)) ?? null,
    }),
    afterWrite: async (tx, id, body, actor) => {
      // Only a new document brings a file; renaming and moving keep it.
      if (typeof body.fileId === 'string')
        await attachFiles(tx, actor.user, [body.fileId], { resource: 'docrepo', id }, 'document');
    },
    assertWritable: assertManages,
  },
};
