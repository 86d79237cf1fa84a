// The zod schema of a function's expression tree: one discriminated union over the 31 types, each
// `{ id, type, ...params, children? }`. Only block types (BLOCK_TYPES) may hold children. Before zod walks
// the tree, an iterative pass counts nodes and measures depth (MAX_EXPRESSIONS, MAX_TREE_DEPTH), so a
// hostile 100,000-deep payload is refused without recursion.
import { z } from 'zod';
import { MAX_EXPRESSIONS, MAX_TREE_DEPTH } from '../limits.js';
import { RUN_MESSAGES, SCHEMA_MESSAGES } from '../messages.js';
import { EXPRESSION_TYPES, isBlockType, type ExpressionType } from './expression-types.js';
import { EXPRESSION_PARAMS, type ExpressionParams } from './params.js';

/** One expression of a function: an id, a type, that type's parameters, and children for blocks. */
export type FlowExpression = {
  [K in ExpressionType]: { id: string; type: K; children?: FlowExpression[] } & ExpressionParams<K>;
}[ExpressionType];

/** The expression of type K. */
export type ExpressionOf<K extends ExpressionType> = Extract<FlowExpression, { type: K }>;

const expressionId = z.string().trim().min(1, SCHEMA_MESSAGES.expressionIdRequired).max(100);

const children: z.ZodType<FlowExpression[]> = z.lazy(() => z.array(expressionNode));
const noChildren = z.tuple([], SCHEMA_MESSAGES.noChildren);

const members = EXPRESSION_TYPES.map((type) =>
  EXPRESSION_PARAMS[type].extend({
    id: expressionId,
    type: z.literal(type),
    children: (isBlockType(type) ? children : noChildren).optional(),
  }),
);

// The members are built from EXPRESSION_PARAMS, the same table FlowExpression is derived from, so the
// cast only restores the recursive type zod cannot infer through z.lazy.
const expressionNode = z.discriminatedUnion(
  'type',
  members as unknown as [(typeof members)[number], ...(typeof members)[number][]],
) as unknown as z.ZodType<FlowExpression>;

/** Counts nodes and measures depth of an unparsed tree without recursion, adding an issue when a cap is passed. */
function checkTreeSize(input: unknown, ctx: z.RefinementCtx): void {
  if (!Array.isArray(input)) return;
  const stack: { list: unknown[]; depth: number }[] = [{ list: input, depth: 1 }];
  let count = 0;
  while (stack.length > 0) {
    const { list, depth } = stack.pop()!;
    if (depth > MAX_TREE_DEPTH) {
      ctx.addIssue({ code: 'custom', message: RUN_MESSAGES.treeTooDeep(MAX_TREE_DEPTH) });
      return;
    }
    count += list.length;
    if (count > MAX_EXPRESSIONS) {
      ctx.addIssue({ code: 'custom', message: RUN_MESSAGES.tooManyExpressions(MAX_EXPRESSIONS) });
      return;
    }
    for (const item of list) {
      const nested: unknown =
        typeof item === 'object' && item !== null ? Reflect.get(item, 'children') : undefined;
      if (Array.isArray(nested)) stack.push({ list: nested, depth: depth + 1 });
    }
  }
}

/** One expression, children included (use `expressionList` for a whole tree: it enforces the size caps first). */
export const expressionSchema: z.ZodType<FlowExpression> = expressionNode;

/** A function's top-level expressions: at most MAX_EXPRESSIONS nodes and MAX_TREE_DEPTH levels, checked before parsing. */
export const expressionList: z.ZodType<FlowExpression[]> = z
  .unknown()
  .superRefine(checkTreeSize)
  .pipe(z.array(expressionNode));
