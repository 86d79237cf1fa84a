import type { AppModule, FileAccessCheck, ModuleContext } from '../app-module.js';
import { scheduleFileCleanup } from './file-cleanup.js';
import { FileStorage } from './file-storage.js';
import { fileRoutes } from './files.routes.js';
import { createFileService } from './files.service.js';

/**
 * Files (SPEC §4 uploads, §7 downloads): uploads, downloads under the download rules every other module
 * declares (`access`, gathered by app.ts), and the periodic clean-up of released and abandoned uploads.
 */
export function filesModule(
  { db, config }: ModuleContext,
  access: Readonly<Record<string, FileAccessCheck>>,
): AppModule {
  const files = createFileService(db, new FileStorage(config.dataDir), access, config.uploads);
  return {
    name: 'files',
    endpoints: fileRoutes(files),
    jobs: (app) => scheduleFileCleanup(app, db, files.storage),
  };
}
