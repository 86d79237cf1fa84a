// Who manages what in the document repository (the server's rule, doc-repo.resources.ts): shared rows
// (no unit) are the Admins'; an Employee reads them but manages only the rows of their own units.
import type { UnitChoices } from './types';

/** Whether the user may create, edit, move or delete a folder or document of `unitId` (null: shared). */
export function canManage(unitChoices: UnitChoices, unitId: number | null): boolean {
  if (unitChoices === 'all') return true;
  return unitId !== null && unitChoices.some((unit) => unit.id === unitId);
}

/** Whether the user may keep shared rows (no unit): Admins only. */
export function canManageShared(unitChoices: UnitChoices): boolean {
  return unitChoices === 'all';
}
