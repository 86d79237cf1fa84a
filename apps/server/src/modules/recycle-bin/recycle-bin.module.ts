import type { AppModule, ModuleContext } from '../app-module.js';
import type { RecycleRegistry } from '../../plugins/resources/recycle-registry.js';
import type { FileService } from '../files/files.service.js';
import { recyclePurgeJob, schedulePurge } from './recycle-bin.jobs.js';
import { recycleBinRoutes } from './recycle-bin.routes.js';
import { createRecycleBin } from './recycle-bin.service.js';

/**
 * The recycle bin (موارد حذف‌شده, SPEC §2 deleted-list): every kind the other modules declare (their
 * resources' `recycle`, and `recycleKinds`), listed, restored and purged by Admins; a daily job purges
 * what is older than RECYCLE_BIN_DAYS.
 */
export function recycleBinModule(
  { db, config }: ModuleContext,
  registry: RecycleRegistry,
  files: FileService,
): AppModule {
  const bin = createRecycleBin(db, registry, files);
  return {
    name: 'recycle-bin',
    endpoints: recycleBinRoutes(bin, config.recycleBinDays),
    jobHandlers: [recyclePurgeJob(db, bin, config.recycleBinDays)],
    scheduleJobs: () => schedulePurge(db, new Date()),
  };
}
