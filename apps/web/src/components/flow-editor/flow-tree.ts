// The flow editor's tree operations: pure functions over a function's expression list that answer a new
// list and share every untouched branch, so React re-renders only the cards on the changed path. Nodes
// are found by id (validateFunction reports duplicates, and the editor never makes one).
import { isBlockType, type ExpressionType, type FlowExpression } from '@darvazeh/shared';

/** An expression as the editor handles it: the parameters are read and written by name. */
export type ExpressionRecord = FlowExpression & Record<string, unknown>;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random id (a letter, then 7 letters or digits) not in `taken`. */
export function newNodeId(taken: ReadonlySet<string>): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const id = [...bytes]
      .map((b, i) => (i === 0 ? ID_ALPHABET[b % 26] : ID_ALPHABET[b % ID_ALPHABET.length]))
      .join('');
    if (!taken.has(id)) return id;
  }
}

/** Every node id of a tree. */
export function idsOf(list: readonly FlowExpression[]): Set<string> {
  const ids = new Set<string>();
  const stack = [...list];
  while (stack.length > 0) {
    const node = stack.pop()!;
    ids.add(node.id);
    stack.push(...(node.children ?? []));
  }
  return ids;
}

/** The parameters a new expression of `type` starts with: the required ones, blank or at their usual value. */
const DEFAULTS: Record<ExpressionType, Record<string, unknown>> = {
  if: { condition: '' },
  elseif: { condition: '' },
  else: {},
  for: { variable: 'i', from: '1', to: '10' },
  while: { condition: '' },
  dowhile: { condition: '' },
  forEach: { variable: 'item', source: '' },
  var: { name: '', value: '' },
  varAssign: { name: '', value: '' },
  arrayPush: { array: '', value: '' },
  arrayDelete: { array: '', index: '' },
  subform: { fieldId: '' },
  hideSubform: { fieldId: '' },
  toast: { color: 'success', text: '' },
  disableForm: { disabled: 'true' },
  redirect: { url: '' },
  arraySearch: { array: '', condition: '', into: '' },
  arrayFromExcel: { fileField: '', columns: [{ name: '', fname: '' }], into: '' },
  functionCall: { functionId: '', inputs: {} },
  fetch: { method: 'get', url: '', into: '' },
  createProcess: { processId: '' },
  statusProcess: { requestId: '', into: '' },
  elementPassCount: { processId: '', elementId: '', into: '' },
  checkProcessStep: { requestId: '', elementId: '', into: '' },
  read: { collectionId: '', into: '' },
  create: { collectionId: '', values: {} },
  createIfNotExist: { collectionId: '', values: {} },
  update: { collectionId: '', where: {}, values: {} },
  delete: { collectionId: '', where: {} },
  curl: { url: '', method: 'get', headers: {}, into: '' },
  mongo: { collectionId: '', pipeline: [], into: '' },
};

/** A new expression of `type` with a fresh id; blocks start with no children. */
export function newExpression(type: ExpressionType, taken: ReadonlySet<string>): FlowExpression {
  const node = { id: newNodeId(taken), type, ...structuredClone(DEFAULTS[type]) };
  return (isBlockType(type) ? { ...node, children: [] } : node) as FlowExpression;
}

/** Applies `change` to the list that holds node `id` (the top list when the node is top-level). */
function mapParentList(
  list: readonly FlowExpression[],
  id: string,
  change: (siblings: readonly FlowExpression[], index: number) => FlowExpression[],
): FlowExpression[] {
  const index = list.findIndex((node) => node.id === id);
  if (index >= 0) return change(list, index);
  let changed = false;
  const next = list.map((node) => {
    if (changed || !node.children?.length) return node;
    const children = mapParentList(node.children, id, change);
    if (children === node.children) return node;
    changed = true;
    return { ...node, children };
  });
  return changed ? next : (list as FlowExpression[]);
}

/** Replaces node `id` by what `change` makes of it. */
function mapNode(
  list: readonly FlowExpression[],
  id: string,
  change: (node: FlowExpression) => FlowExpression,
): FlowExpression[] {
  return mapParentList(list, id, (siblings, index) =>
    siblings.map((node, i) => (i === index ? change(node) : node)),
  );
}

/** Sets parameters of node `id`; a parameter set to undefined is removed (an optional one left blank). */
export function patchNode(
  list: readonly FlowExpression[],
  id: string,
  params: Readonly<Record<string, unknown>>,
): FlowExpression[] {
  return mapNode(list, id, (node) => {
    const next: Record<string, unknown> = { ...node, ...params };
    for (const [key, value] of Object.entries(params)) if (value === undefined) delete next[key];
    return next as FlowExpression;
  });
}

/** Appends `node` to the children of `parentId`, or to the top list when `parentId` is null. */
export function appendNode(
  list: readonly FlowExpression[],
  parentId: string | null,
  node: FlowExpression,
): FlowExpression[] {
  if (parentId === null) return [...list, node];
  return mapNode(list, parentId, (parent) => ({ ...parent, children: [...(parent.children ?? []), node] }));
}

/** Removes node `id` with its children. */
export function removeNode(list: readonly FlowExpression[], id: string): FlowExpression[] {
  return mapParentList(list, id, (siblings, index) => siblings.filter((_, i) => i !== index));
}

/** Moves node `id` one place up (-1) or down (+1) among its siblings; at an end nothing changes. */
export function moveNode(list: readonly FlowExpression[], id: string, delta: -1 | 1): FlowExpression[] {
  return mapParentList(list, id, (siblings, index) => {
    const target = index + delta;
    if (target < 0 || target >= siblings.length) return siblings as FlowExpression[];
    const next = [...siblings];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return next;
  });
}

/** Where every node sits: its path of indexes from the top list ([1, 0] is the first child of the second). */
export function expressionPaths(list: readonly FlowExpression[]): Map<string, number[]> {
  const paths = new Map<string, number[]>();
  const stack: { nodes: readonly FlowExpression[]; at: number[] }[] = [{ nodes: list, at: [] }];
  while (stack.length > 0) {
    const { nodes, at } = stack.pop()!;
    nodes.forEach((node, index) => {
      const path = [...at, index];
      if (!paths.has(node.id)) paths.set(node.id, path);
      if (node.children?.length) stack.push({ nodes: node.children, at: path });
    });
  }
  return paths;
}
