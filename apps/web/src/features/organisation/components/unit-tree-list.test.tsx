import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Unit } from '@darvazeh/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { orgKeys } from '../types';
import { UnitTreeList } from './unit-tree-list';

/** A tree of `roots` roots, each with `children` children, each of those with one grandchild. */
function units(roots: number, children: number): Unit[] {
  const list: Unit[] = [];
  let id = 0;
  const add = (name: string, parentId: number | null) => {
    id += 1;
    list.push({ id, name, parentId, unitTypeId: null, unitRoles: [], selectAll: false } as unknown as Unit);
    return id;
  };
  for (let r = 0; r < roots; r++) {
    const root = add(`ریشه ${r}`, null);
    for (let c = 0; c < children; c++) add(`نوه ${r}-${c}`, add(`فرزند ${r}-${c}`, root));
  }
  return list;
}

function renderTree(data: Unit[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(orgKeys.units, { list: data });
  render(
    <QueryClientProvider client={queryClient}>
      <UnitTreeList />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the unit tree', () => {
  it('opens every branch of a small tree', async () => {
    renderTree(units(2, 3));
    expect(await screen.findByText('نوه 1-2')).toBeDefined();
  });

  it('opens only the top level of a large tree, so thousands of units do not render at once', async () => {
    renderTree(units(10, 15)); // 310 units
    expect(await screen.findByText('فرزند 9-14')).toBeDefined();
    expect(screen.queryByText('نوه 9-14')).toBeNull();
  });
});
