import { describe, expect, it } from 'vitest';
import type { FlowExpression } from '@darvazeh/shared';
import { appendNode, idsOf, moveNode, newExpression, newNodeId, patchNode, removeNode } from './flow-tree';

const tree: FlowExpression[] = [
  { id: 'a', type: 'var', name: 'x', value: '1' },
  {
    id: 'b',
    type: 'if',
    condition: 'x > 0',
    children: [
      { id: 'c', type: 'toast', color: 'info', title: "'t'", text: "'1'" },
      { id: 'd', type: 'toast', color: 'info', text: "'2'" },
    ],
  },
];

describe('the flow tree operations', () => {
  it('patch a nested node, drop a parameter set to undefined, and share untouched branches', () => {
    const next = patchNode(tree, 'c', { title: undefined, text: "'3'" });
    expect(next[1]!.children![0]).toEqual({ id: 'c', type: 'toast', color: 'info', text: "'3'" });
    expect(next[0]).toBe(tree[0]);
    expect(next[1]!.children![1]).toBe(tree[1]!.children![1]);
    expect(tree[1]!.children![0]).toHaveProperty('title');
  });

  it('move among siblings only, and not past either end', () => {
    expect(moveNode(tree, 'd', -1)[1]!.children!.map((n) => n.id)).toEqual(['d', 'c']);
    expect(moveNode(tree, 'a', -1)).toEqual(tree);
    expect(moveNode(tree, 'b', 1)).toEqual(tree);
  });

  it('remove a node with its children, and append into a block or at the top', () => {
    expect(removeNode(tree, 'b').map((n) => n.id)).toEqual(['a']);
    expect(removeNode(tree, 'c')[1]!.children!.map((n) => n.id)).toEqual(['d']);
    const node = newExpression('else', idsOf(tree));
    expect(appendNode(tree, 'b', node)[1]!.children!.at(-1)).toBe(node);
    expect(appendNode(tree, null, node).at(-1)).toBe(node);
  });

  it('give new nodes fresh short ids and the parameters their type needs', () => {
    expect(idsOf(tree)).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect(newExpression('for', new Set())).toMatchObject({
      variable: 'i',
      from: '1',
      to: '10',
      children: [],
    });
    expect(newExpression('toast', new Set())).not.toHaveProperty('children');
    const taken = new Set<string>();
    for (let i = 0; i < 500; i += 1) taken.add(newNodeId(taken));
    expect(taken.size).toBe(500);
  });
});
