import type { AppModule, ModuleContext } from '../app-module.js';
import { readPageBoot, readSiteConf } from './page-boot.js';

/** The site: `/conf.json` and the boot data each page carries for its first render (no API endpoints). */
export function siteModule({ db, version }: ModuleContext): AppModule {
  return {
    name: 'site',
    boot: {
      conf: () => readSiteConf(db, version),
      page: (page) => readPageBoot(db, version, page),
    },
  };
}
