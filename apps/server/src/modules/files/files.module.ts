import type { AppModule, FileAccessCheck, ModuleContext } from '../app-module.js';
import { scheduleFileCleanup } from './file-cleanup.js';
import { FileStorage } from './file-storage.js';
import { fileRoutes } from './files.routes.js';
import { createFileService, type FileService } from './files.service.js';

/**
 * Files (SPEC §4 uploads, §7 downloads): uploads, downloads under the download rules every other module
 * declares (`access`, gathered by app.ts), and the periodic clean-up of released and abandoned uploads.
 */
export function filesModule({ db }: ModuleContext, files: FileService): AppModule {
  return {
    name: 'files',
    endpoints: fileRoutes(files),
    jobs: (app) => scheduleFileCleanup(app, db, files.storage),
  };
}

/**
 * The app's file service: storage under DATA_DIR/files, the upload limits, every module's download rules
 * and the owner resources that are drafts.
 */
export function fileServiceOf(
  { db, config }: ModuleContext,
  access: Readonly<Record<string, FileAccessCheck>>,
  draftOwners: readonly string[] = [],
): FileService {
  return createFileService(db, new FileStorage(config.dataDir), access, {
    ...config.uploads,
    draftOwners,
  });
}
