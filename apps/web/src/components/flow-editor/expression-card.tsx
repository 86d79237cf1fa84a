import { useId, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { EXPRESSION_LABELS, isBlockType, type FlowExpression } from '@darvazeh/shared';
import { ConfirmDialog } from '../confirm-dialog';
import { functionMessages } from '../../lib/messages';
import { AddExpressionButton } from './add-expression-button';
import { EXPRESSION_ICONS } from './expression-icons';
import { ExpressionParams } from './expression-params';
import { useFlowEditor } from './flow-editor-context';

const text = functionMessages.editor;

interface ExpressionListProps {
  list: readonly FlowExpression[];
  /** Where the list sits: [] for the top level, the parent card's path otherwise. */
  path: readonly number[];
}

/** An ordered list of cards. */
export function ExpressionList({ list, path }: ExpressionListProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
      {list.map((node, index) => (
        <ExpressionCard
          key={node.id}
          node={node}
          path={[...path, index]}
          isFirst={index === 0}
          isLast={index === list.length - 1}
        />
      ))}
    </Box>
  );
}

interface ExpressionCardProps {
  node: FlowExpression;
  path: readonly number[];
  isFirst: boolean;
  isLast: boolean;
}

/**
 * One expression: its icon, Persian label and position (۱.۲), move and delete buttons, its parameters,
 * the problems found in it, and for a block its children indented under it with their own add button.
 */
export function ExpressionCard({ node, path, isFirst, isLast }: ExpressionCardProps) {
  const { dispatch, diagnostics, activeIds } = useFlowEditor();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const label = EXPRESSION_LABELS[node.type];
  const position = text.position(path);
  const Icon = EXPRESSION_ICONS[node.type];
  const problems = diagnostics.byNode.get(node.id) ?? [];
  const problemCount = diagnostics.countByNode.get(node.id) ?? 0;
  const ran = activeIds.has(node.id);
  const children = node.children ?? [];
  const itemRef = useRef<HTMLLIElement>(null);
  const remove = () => {
    // The card's buttons leave with it: hand the focus to its list's «افزودن عبارت», which stays.
    const holder = itemRef.current?.parentElement?.parentElement;
    dispatch({ kind: 'remove', id: node.id });
    requestAnimationFrame(() =>
      holder?.querySelector<HTMLElement>(':scope > [data-add-expression]')?.focus(),
    );
  };
  // Moving a card down re-inserts its element, which drops the focus: give it back to the button pressed
  // (or to the other one when the card reached an end and that button is now disabled).
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<'up' | 'down' | null>(null);
  const move = (delta: -1 | 1) => {
    refocus.current = delta < 0 ? 'up' : 'down';
    dispatch({ kind: 'move', id: node.id, delta });
  };
  const index = path.at(-1);
  useLayoutEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const [first, second] = wanted === 'up' ? [upRef, downRef] : [downRef, upRef];
    const target = first.current && !first.current.disabled ? first.current : second.current;
    if (target && document.activeElement !== target) target.focus();
  }, [index]);

  return (
    <Box component="li" ref={itemRef} sx={{ minWidth: 0 }} data-node-id={node.id}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        sx={{
          p: { xs: 1, sm: 1.5 },
          display: 'grid',
          gap: 1.5,
          minWidth: 0,
          borderInlineStartWidth: 4,
          borderInlineStartColor: problemCount > 0 ? 'error.main' : ran ? 'success.main' : 'primary.light',
          bgcolor: ran ? 'rgba(46, 125, 50, 0.06)' : undefined,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Icon fontSize="small" color="primary" aria-hidden />
          <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {text.card(label, position)}
          </Typography>
          {ran && <Chip size="small" color="success" variant="outlined" label={text.ran} />}
          {problemCount > 0 && (
            <Chip size="small" color="error" variant="outlined" label={text.problems(problemCount)} />
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex' }}>
            <IconButton
              ref={upRef}
              size="small"
              aria-label={text.moveUp(label, position)}
              disabled={isFirst}
              onClick={() => move(-1)}
            >
              <ArrowUpwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              ref={downRef}
              size="small"
              aria-label={text.moveDown(label, position)}
              disabled={isLast}
              onClick={() => move(1)}
            >
              <ArrowDownwardOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={text.remove(label, position)}
              onClick={() => (children.length > 0 ? setConfirming(true) : remove())}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        </Box>
        <ExpressionParams node={node} />
        {problems.length > 0 && (
          <Alert severity="error" sx={{ '& ul': { m: 0, pl: 2 } }}>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {isBlockType(node.type) && (
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              pl: { xs: 1, sm: 2 },
              borderInlineStart: 2,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            {children.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {text.emptyBlock}
              </Typography>
            ) : (
              <ExpressionList list={children} path={path} />
            )}
            <AddExpressionButton parentId={node.id} ariaLabel={text.addInside(label, position)} />
          </Box>
        )}
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={text.removeTitle}
        text={text.removeText(label, true)}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove();
        }}
      />
    </Box>
  );
}
