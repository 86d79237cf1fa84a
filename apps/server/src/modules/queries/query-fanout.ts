// How many rows a query's joins can make, counted before the query runs (issue 23.2). A definition's
// sources form a tree: every source after the first is joined, on the equality of two fields, to one
// joined before it. Counting bottom-up needs no join of rows with rows: each source is grouped by its key
// towards its parent, each group counting how many rows one of its rows becomes with the sources below
// it (`fanOut`: the product over its children of the rows met there, one when none); the first source
// sums those. One pass over each source, with hash joins of its rows to its children's groups, whatever
// the joins would make: 20 records joined to themselves five times make 3,200,000 rows, counted by
// reading 100.
//
// The count is an upper bound of every join's output, taken in any order: a row that meets no row in a
// source counts once (as a left join keeps it), so inner joins count exactly when every row finds a
// match and never less. Conditions of the definition that read one source only are applied to that
// source; the others are left out, which only raises the count. The planner's own estimate is no help:
// with no statistics of the records' JSONB keys it expects one row from every join (EXPLAIN of the
// five-way self-join: rows=1).
import type { Cond, Expr, Relation, SelectPlan } from './query-plan.js';

/** Most rows a query's joins may make, by the count below; more is a Persian 400 before anything runs. */
export const MAX_JOINED_ROWS = 1_000_000;

/** One source of the join tree: its relation, its key towards its parent, and the parent's key towards it. */
type Node = { relation: Relation; key: Expr | null; parentKey: Expr | null; parent: string | null };

/** The relation an expression of a join condition reads. */
function relationOf(expr: Expr): string | null {
  return 'ref' in expr ? expr.ref.relation : null;
}

/** Every relation an expression reads. */
function exprRelations(expr: Expr, out: Set<string>): void {
  if ('ref' in expr) out.add(expr.ref.relation);
  else if (expr.e === 'output') {
    if (expr.relation !== null) out.add(expr.relation);
  } else if (expr.e === 'record') out.add(expr.relation);
  else if (expr.e === 'jsonNumber' || expr.e === 'jsonText') exprRelations(expr.of, out);
  else if (expr.e === 'aggregate' && expr.arg) exprRelations(expr.arg, out);
  else if (expr.e === 'jalali') out.add(expr.calendar);
  else if (expr.e === 'fanOut') expr.counts.forEach((c) => exprRelations(c, out));
}

/** Every relation a condition reads. */
function condRelations(cond: Cond, out = new Set<string>()): Set<string> {
  switch (cond.c) {
    case 'all':
    case 'any':
      cond.items.forEach((item) => condRelations(item, out));
      break;
    case 'notTrue':
      condRelations(cond.item, out);
      break;
    case 'contains':
      out.add(cond.relation);
      break;
    case 'equal':
      exprRelations(cond.left, out);
      exprRelations(cond.right, out);
      break;
    default:
      exprRelations(cond.left, out);
  }
  return out;
}

/** The conditions a plan's rows must all meet, one by one (its WHERE, with `and` groups opened). */
function conjuncts(conds: readonly Cond[]): Cond[] {
  return conds.flatMap((cond) => (cond.c === 'all' ? conjuncts(cond.items) : [cond]));
}

/** The join tree of a compiled definition's plan: the first source, then each joined one under its parent. */
function treeOf(plan: SelectPlan): Node[] {
  const nodes: Node[] = [{ relation: plan.from, key: null, parentKey: null, parent: null }];
  for (const join of plan.joins) {
    const on = join.on;
    if (on.c !== 'equal') throw new Error('a join of sources is an equality');
    const childFirst = relationOf(on.left) === join.to.alias;
    const [parentKey, key] = childFirst ? [on.right, on.left] : [on.left, on.right];
    nodes.push({ relation: join.to, key, parentKey, parent: relationOf(parentKey) });
  }
  return nodes;
}

/**
 * The plan answering, in one row's column `n`, an upper bound of the rows `plan`'s joins make (see the
 * header), or null when it joins nothing. `plan` is a compiled definition's: its relations are sources.
 */
export function fanOutPlan(plan: SelectPlan): SelectPlan | null {
  if (plan.joins.length === 0) return null;
  const nodes = treeOf(plan);
  const own = new Map<string, Cond[]>();
  for (const cond of conjuncts(plan.where)) {
    const read = [...condRelations(cond)];
    if (read.length === 1 && read[0] !== undefined) own.set(read[0], [...(own.get(read[0]) ?? []), cond]);
  }

  const layerOf = (node: Node): SelectPlan => {
    const alias = node.relation.alias;
    const children = nodes.filter((n) => n.parent === alias);
    const joins = children.map((child) => {
      const layer = `f_${child.relation.alias}`;
      return {
        kind: 'left' as const,
        to: { r: 'layer' as const, alias: layer, plan: layerOf(child) },
        on: {
          c: 'equal' as const,
          left: child.parentKey as Expr,
          right: { e: 'output' as const, relation: layer, column: 'k' },
        },
      };
    });
    const rows: Expr = {
      e: 'aggregate',
      fn: 'sum',
      arg: { e: 'fanOut', counts: joins.map((j) => ({ e: 'output', relation: j.to.alias, column: 'n' })) },
      as: 'number',
    };
    return {
      from: node.relation,
      joins,
      calendars: [],
      columns: node.key
        ? [
            { alias: 'k', expr: node.key },
            { alias: 'n', expr: rows },
          ]
        : [{ alias: 'n', expr: rows }],
      where: own.get(alias) ?? [],
      groupBy: node.key ? [1] : [],
      orderBy: [],
      limit: null,
    };
  };
  const [root] = nodes;
  return root ? layerOf(root) : null;
}
