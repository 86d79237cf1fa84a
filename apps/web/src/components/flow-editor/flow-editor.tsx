// The flow editor (ADR 0005): a function's expression tree as nested cards, RTL and phone-friendly. It
// holds no tree of its own: every change is a new list handed to `onChange`, made by the pure operations
// of flow-tree.ts. Problems (validateFunction and the editor's own completeness checks) show on the card
// they name; the side chip (SPEC §4 isServerSide) follows every change.
import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isServerSide, type FlowExpression } from '@darvazeh/shared';
import { functionMessages } from '../../lib/messages';
import { AddExpressionButton } from './add-expression-button';
import { ExpressionList } from './expression-card';
import { FunctionSideChip } from './function-side-chip';
import { diagnoseFlow, paramNamer } from './flow-diagnostics';
import {
  FlowEditorContext,
  type FlowAction,
  type FlowEditorCollection,
  type FlowEditorContextValue,
  type FlowEditorField,
  type FlowEditorFunction,
  type FlowEditorQuery,
  type FlowEditorExternalService,
  type FlowEditorService,
} from './flow-editor-context';
import { appendNode, idsOf, moveNode, newExpression, patchNode, removeNode } from './flow-tree';

const text = functionMessages.editor;

/** What the flow editor edits and offers. */
export interface FlowEditorProps {
  value: FlowExpression[];
  onChange: (value: FlowExpression[]) => void;
  /** The fields the function reads (its input fields, or the form's), offered by Persian name. */
  fields: readonly FlowEditorField[];
  /** Data collections record expressions may name. */
  collections?: readonly FlowEditorCollection[];
  /** Stored functions a functionCall may name. */
  functions?: readonly FlowEditorFunction[];
  /** Stored queries a read may name. */
  queries?: readonly FlowEditorQuery[];
  /** Services the process expressions may name. */
  services?: readonly FlowEditorService[];
  /** Outside web services a fetch may name. */
  externalServices?: readonly FlowEditorExternalService[];
  /** Nodes a test run went through, highlighted on their cards. */
  activeIds?: ReadonlySet<string>;
  /** The accessible name of the editor's region. */
  label?: string;
}

const NONE: ReadonlySet<string> = new Set();
const NO_QUERIES: readonly FlowEditorQuery[] = [];
const NO_SERVICES: readonly FlowEditorService[] = [];
const NO_EXTERNAL_SERVICES: readonly FlowEditorExternalService[] = [];

/** Applies one card's change to the tree. */
function apply(list: FlowExpression[], action: FlowAction): FlowExpression[] {
  switch (action.kind) {
    case 'patch':
      return patchNode(list, action.id, action.params);
    case 'remove':
      return removeNode(list, action.id);
    case 'move':
      return moveNode(list, action.id, action.delta);
    case 'append':
      return appendNode(list, action.parentId, newExpression(action.type, idsOf(list)));
  }
}

/** Edits a function's expressions as nested cards. */
export function FlowEditor({
  value,
  onChange,
  fields,
  collections = [],
  functions = [],
  queries = NO_QUERIES,
  services = NO_SERVICES,
  externalServices = NO_EXTERNAL_SERVICES,
  activeIds = NONE,
  label = text.label,
}: FlowEditorProps) {
  const dispatch = useCallback((action: FlowAction) => onChange(apply(value, action)), [value, onChange]);

  const nameParam = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of collections) for (const f of c.fields ?? []) names.set(f.id, f.fname);
    for (const f of fields) names.set(f.id, f.fname);
    return paramNamer((key) => names.get(key));
  }, [fields, collections]);
  const diagnostics = useMemo(() => diagnoseFlow(value, fields, nameParam), [value, fields, nameParam]);
  const serverSide = useMemo(() => isServerSide(value), [value]);

  const context: FlowEditorContextValue = useMemo(
    () => ({
      fields,
      collections,
      functions,
      queries,
      services,
      externalServices,
      diagnostics,
      activeIds,
      nameParam,
      dispatch,
    }),
    [
      fields,
      collections,
      functions,
      queries,
      services,
      externalServices,
      diagnostics,
      activeIds,
      nameParam,
      dispatch,
    ],
  );

  return (
    <FlowEditorContext.Provider value={context}>
      <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <FunctionSideChip isServerSide={serverSide} withIcon />
          <Typography variant="body2" color="text.secondary">
            {serverSide ? text.serverSideHint : text.browserSideHint}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Chip
            size="small"
            variant="outlined"
            color={diagnostics.count > 0 ? 'error' : 'success'}
            label={diagnostics.count > 0 ? text.problems(diagnostics.count) : text.noProblems}
          />
        </Box>
        {diagnostics.general.length > 0 && (
          <Alert severity="error" title={text.general}>
            {diagnostics.general.join(' ')}
          </Alert>
        )}
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {text.empty}
          </Typography>
        ) : (
          <ExpressionList list={value} path={[]} />
        )}
        <AddExpressionButton parentId={null} />
      </Box>
    </FlowEditorContext.Provider>
  );
}

/** The default export, so the lazy wrapper loads this module as its own chunk. */
export default FlowEditor;
