import type { AppModule, ModuleContext } from '../app-module.js';
import { substitutionRoutes } from './substitutions.routes.js';

/**
 * Out-of-office delegation (جانشینی): staff name a substitute who takes their tasks for a period. The
 * requests module reaches the active substitutions through substitutions.service.ts.
 */
export function substitutionsModule({ db }: ModuleContext): AppModule {
  return { name: 'substitutions', endpoints: substitutionRoutes(db) };
}
