import { z } from 'zod';
import { resourceItem } from './envelope.js';
import { nameField } from './organisation.js';
import { fileId } from './settings.js';

const id = z.int().positive().max(2_147_483_647);

/**
 * Body of `POST/PUT docrepofolder`: a name, a parent folder (null at the top) and the unit whose staff
 * may see it (null: every Employee). A folder inside another takes its top folder's unit.
 */
export const docRepoFolderBody = z.strictObject({
  name: nameField('نام پوشه را وارد کنید.'),
  parentId: id.nullable().default(null),
  unitId: id.nullable().default(null),
});
export type DocRepoFolderBody = z.output<typeof docRepoFolderBody>;

/** A document repository folder. */
export const docRepoFolder = resourceItem({
  name: z.string(),
  parentId: z.number().int().nullable(),
  unitId: z.number().int().nullable(),
});
export type DocRepoFolder = z.infer<typeof docRepoFolder>;

const chooseFolder = 'پوشه سند را انتخاب کنید.';
const folderId = z.int({ error: chooseFolder }).positive(chooseFolder).max(2_147_483_647, chooseFolder);

/** Body of `POST docrepo`: a name, the folder it goes in and the uploaded file (use `document`). */
export const createDocRepoBody = z.strictObject({
  name: nameField('نام سند را وارد کنید.'),
  folderId,
  fileId: fileId,
});
export type CreateDocRepoBody = z.output<typeof createDocRepoBody>;

/** Body of `PUT docrepo/{id}`: rename or move to another folder; the file stays. */
export const updateDocRepoBody = z.strictObject({
  name: nameField('نام سند را وارد کنید.'),
  folderId,
});
export type UpdateDocRepoBody = z.output<typeof updateDocRepoBody>;

/** A document; it carries its folder's unit. */
export const docRepo = resourceItem({
  name: z.string(),
  folderId: z.number().int().nullable(),
  fileId: z.string(),
  unitId: z.number().int().nullable(),
});
export type DocRepo = z.infer<typeof docRepo>;
