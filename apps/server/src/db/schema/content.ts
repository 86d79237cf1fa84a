import { boolean, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { units } from './organisation.js';
import { deletedIndex, idColumn, timestamptz } from './columns.js';

/** Content pages; `html` is sanitised on the server before it is stored. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: idColumn(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    ...auditColumns(),
  },
  (t) => [deletedIndex('content_pages', t)],
);

/** News items; `body` is sanitised HTML, `imageFileId` an attached file. */
export const news = pgTable(
  'news',
  {
    id: idColumn(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    imageFileId: text('image_file_id'),
    publishDate: timestamptz('publish_date').notNull().defaultNow(),
    published: boolean('published').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('news_published').on(t.published, t.publishDate), deletedIndex('news', t)],
);

/** Document repository folders; `unitId` null means every Employee and Admin, otherwise that unit's staff. */
export const docRepoFolders = pgTable(
  'doc_repo_folders',
  {
    id: idColumn(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => docRepoFolders.id),
    unitId: integer('unit_id').references(() => units.id),
    ...auditColumns(),
  },
  (t) => [index('doc_repo_folders_parent').on(t.parentId), deletedIndex('doc_repo_folders', t)],
);

/** Documents in the repository: a name, a folder and an attached file. */
export const docRepos = pgTable(
  'doc_repos',
  {
    id: idColumn(),
    name: text('name').notNull(),
    folderId: integer('folder_id').references(() => docRepoFolders.id),
    fileId: text('file_id').notNull(),
    unitId: integer('unit_id').references(() => units.id),
    ...auditColumns(),
  },
  (t) => [index('doc_repos_folder').on(t.folderId), deletedIndex('doc_repos', t)],
);
