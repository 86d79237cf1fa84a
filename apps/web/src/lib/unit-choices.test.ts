import { describe, expect, it } from 'vitest';
import type { Profile } from '@darvazeh/shared';
import { unitChoicesOf } from './unit-choices';

const role = (alias: string, unit: [number, string] | null, unitRoleId: number | null = null) => ({
  alias,
  unit: unit && { id: unit[0], name: unit[1] },
  unitRole: unitRoleId === null ? null : { id: unitRoleId, name: `نقش ${unitRoleId}` },
});

const profile = (roles: Profile['roles']) => ({ roles }) as Profile;

describe('unitChoicesOf', () => {
  it('gives an Admin every unit', () => {
    expect(unitChoicesOf(profile([]), true)).toBe('all');
  });

  it('gives an Employee the units of their Employee roles, each once', () => {
    const roles = [
      role('Employee', [5, 'دانشکده فنی'], 1),
      role('Employee', [5, 'دانشکده فنی'], 3),
      role('Employee', [6, 'اداره آموزش'], 2),
      role('Employee', null),
      role('Applicant', [7, 'کتابخانه']),
    ];
    expect(unitChoicesOf(profile(roles), false)).toEqual([
      { id: 5, name: 'دانشکده فنی' },
      { id: 6, name: 'اداره آموزش' },
    ]);
  });

  it('keeps only the roles `holds` accepts', () => {
    const roles = [role('Employee', [5, 'دانشکده فنی'], 1), role('Employee', [6, 'اداره آموزش'], 3)];
    expect(unitChoicesOf(profile(roles), false, (r) => r.unitRole?.id === 3)).toEqual([
      { id: 6, name: 'اداره آموزش' },
    ]);
  });

  it('gives nobody signed out no unit', () => {
    expect(unitChoicesOf(null, false)).toEqual([]);
  });
});
