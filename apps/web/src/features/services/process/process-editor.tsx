// The process designer (issue 15): the graph drawn with @xyflow/react, right to left, with a palette of
// node kinds, a side panel for the selection, a node list for keyboard use, and the problems under the
// canvas. Controlled: it holds no graph, only the selection; every edit is a pure operation of
// process-model.ts handed to `onChange`. A drag is kept here until the node is dropped, so the page
// does not re-render on every pointer move.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import {
  Background,
  Controls,
  ReactFlow,
  MarkerType,
  ReactFlowProvider,
  useNodesInitialized,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import {
  PROCESS_LIMITS,
  PROCESS_NODE_KINDS,
  PROCESS_NODE_LABELS,
  type ProcessEdge,
  type ProcessGraph,
  type ProcessNode,
  type ProcessRefs,
} from '@darvazeh/shared';
import { serviceMessages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';
import { NODE_ICONS } from './node-icons';
import { EdgePanel, NodePanel } from './node-properties';
import {
  diagnoseProcess,
  indexProblems,
  initialViewport,
  nodeTitle,
  toFlowEdges,
  toFlowNodes,
  type DesignerProblem,
  type ProcessFlowEdge,
  type ProcessFlowNode,
} from './process-flow';
import {
  addNode,
  connect,
  connectRefusal,
  layoutRightToLeft,
  moveNode,
  patchEdge,
  patchNode,
  removeEdge,
  removeNode,
} from './process-model';
import { ProcessNodeView } from './process-node-view';
import { FieldGrid } from '../../../components/field-grid';
import { HeadingWithHint } from '../../../components/heading-with-hint';

const text = serviceMessages.process;
const nodeTypes = { process: ProcessNodeView };
const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 } };
const ariaLabelConfig = {
  'node.a11yDescription.default': text.a11y.node,
  'node.a11yDescription.keyboardDisabled': text.a11y.nodeNoKeyboard,
  'node.a11yDescription.ariaLiveMessage': ({ x, y }: { direction: string; x: number; y: number }) =>
    text.a11y.moved(x, y),
  'edge.a11yDescription.default': text.a11y.edge,
  'controls.ariaLabel': text.a11y.controls,
  'controls.zoomIn.ariaLabel': text.a11y.zoomIn,
  'controls.zoomOut.ariaLabel': text.a11y.zoomOut,
  'controls.fitView.ariaLabel': text.a11y.fitView,
  'controls.interactive.ariaLabel': text.a11y.interactive,
  'minimap.ariaLabel': text.a11y.minimap,
  'handle.ariaLabel': text.a11y.handle,
};

type Selection = { node: string } | { edge: string } | null;

export interface ProcessEditorProps {
  value: ProcessGraph;
  onChange: (graph: ProcessGraph) => void;
  /** What exists, for the reference checks. */
  refs: ProcessRefs;
  /** Problems the server answered to the last save. */
  refused?: readonly DesignerProblem[];
}

/** The process graph editor; see the file's header. */
export function ProcessEditor({ value, onChange, refs, refused = [] }: ProcessEditorProps) {
  const [selection, setSelection] = useState<Selection>(null);
  const [dragging, setDragging] = useState<ReadonlyMap<string, { x: number; y: number }>>(new Map());
  // What xyflow measured of each node: it draws (and routes edges to) only measured nodes.
  const [measured, setMeasured] = useState<ReadonlyMap<string, { width: number; height: number }>>(new Map());
  const diagnostics = useMemo(() => diagnoseProcess(value, refs), [value, refs]);
  const all = useMemo(
    () => (refused.length > 0 ? indexProblems([...diagnostics.problems, ...refused]) : diagnostics),
    [diagnostics, refused],
  );
  const flow = useReactFlow<ProcessFlowNode, ProcessFlowEdge>();
  /** Brings node `key` of `graph` to the canvas's middle (a node chosen from a list, or just added). */
  const reveal = (graph: ProcessGraph, key: string | undefined) => {
    const node = graph.nodes.find((n) => n.key === key);
    if (node)
      void flow.setCenter(node.position.x + 84, node.position.y + 28, {
        zoom: flow.getZoom(),
        duration: 200,
      });
  };
  /** Selects from outside the canvas (node list, problems), bringing the node into view. */
  const choose = (next: Selection) => {
    setSelection(next);
    if (!next) return;
    const key = 'node' in next ? next.node : value.edges.find((e) => e.id === next.edge)?.source;
    reveal(value, key);
  };
  const selectedNode = selection && 'node' in selection ? selection.node : null;
  // Once the nodes are measured, open on the start at a readable zoom (initialViewport).
  const canvasRef = useRef<HTMLDivElement>(null);
  const isMeasured = useNodesInitialized();
  const isPlaced = useRef(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!isMeasured || isPlaced.current || !canvas) return;
    isPlaced.current = true;
    const bounds = flow.getNodesBounds(flow.getNodes());
    void flow.setViewport(
      initialViewport(bounds, { width: canvas.clientWidth, height: canvas.clientHeight }),
    );
  }, [isMeasured, flow]);
  const selectedEdge = selection && 'edge' in selection ? selection.edge : null;

  const nodes = useMemo(() => {
    return toFlowNodes(value, all, selectedNode).map((n) => {
      const size = measured.get(n.id);
      const moving = dragging.get(n.id);
      return {
        ...n,
        ...(size && { measured: size }),
        ...(moving && { position: moving, dragging: true }),
      };
    });
  }, [value, all, selectedNode, dragging, measured]);
  const edges = useMemo(() => toFlowEdges(value, all, selectedEdge), [value, all, selectedEdge]);

  const onNodesChange = useCallback(
    (changes: NodeChange<ProcessFlowNode>[]) => {
      let graph = value;
      const moving = new Map(dragging);
      const sizes = new Map(measured);
      for (const change of changes) {
        if (change.type === 'dimensions' && change.dimensions) {
          sizes.set(change.id, change.dimensions);
        } else if (change.type === 'position' && change.position) {
          if (change.dragging) moving.set(change.id, change.position);
          else {
            moving.delete(change.id);
            graph = moveNode(graph, change.id, change.position);
          }
        } else if (change.type === 'position' && change.dragging === false && moving.has(change.id)) {
          graph = moveNode(graph, change.id, moving.get(change.id)!);
          moving.delete(change.id);
        } else if (change.type === 'select' && change.selected) {
          setSelection({ node: change.id });
        } else if (change.type === 'remove') {
          const node = graph.nodes.find((n) => n.key === change.id);
          if (node && node.kind !== 'start') graph = removeNode(graph, change.id);
          setSelection(null);
        }
      }
      if (sizes.size !== measured.size || [...sizes].some(([id, size]) => measured.get(id) !== size))
        setMeasured(sizes);
      if (moving.size !== 0 || dragging.size !== 0) setDragging(moving);
      if (graph !== value) onChange(graph);
    },
    [value, dragging, measured, onChange],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<ProcessFlowEdge>[]) => {
      let graph = value;
      for (const change of changes) {
        if (change.type === 'select' && change.selected) setSelection({ edge: change.id });
        else if (change.type === 'remove') {
          graph = removeEdge(graph, change.id);
          setSelection(null);
        }
      }
      if (graph !== value) onChange(graph);
    },
    [value, onChange],
  );

  const link = (source: string, target: string) => {
    const refusal = connectRefusal(value, source, target);
    if (refusal) {
      showToast({ color: 'warning', text: text.refused[refusal]! });
      return;
    }
    const made = connect(value, source, target);
    if (made) {
      onChange(made.graph);
      // A decision's or task's new edge has something to fill in: open it.
      const from = value.nodes.find((n) => n.key === source);
      if (from?.kind === 'decision' || (from?.kind === 'providerTask' && from.outcomes.length > 0))
        setSelection({ edge: made.id });
    }
  };
  const onConnect = (connection: Connection) => link(connection.source, connection.target);

  const add = (kind: ProcessNode['kind']) => {
    const made = addNode(value, kind, selectedNode ?? undefined);
    onChange(made.graph);
    setSelection({ node: made.key });
    reveal(made.graph, made.key);
  };

  const node = selectedNode ? value.nodes.find((n) => n.key === selectedNode) : undefined;
  const edge = selectedEdge ? value.edges.find((e) => e.id === selectedEdge) : undefined;
  const isFull = value.nodes.length >= PROCESS_LIMITS.nodes;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      <Box component="section" aria-label={text.palette} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PROCESS_NODE_KINDS.filter((kind) => kind !== 'start').map((kind) => {
          const Icon = NODE_ICONS[kind];
          return (
            <Button
              key={kind}
              size="small"
              variant="outlined"
              startIcon={<Icon />}
              disabled={isFull}
              onClick={() => add(kind)}
              aria-label={text.addNode(PROCESS_NODE_LABELS[kind])}
            >
              {PROCESS_NODE_LABELS[kind]}
            </Button>
          );
        })}
        <Button
          size="small"
          startIcon={<AutoFixHighOutlined />}
          onClick={() => onChange(layoutRightToLeft(value))}
        >
          {text.layout}
        </Button>
      </Box>
      <FieldGrid from="lg" template="minmax(0, 1fr) 340px">
        <Paper
          variant="outlined"
          role="region"
          aria-label={text.label}
          data-testid="process-canvas"
          ref={canvasRef}
          // The canvas is drawn left to right in absolute coordinates; the graph's own positions put the
          // start at the right. It pans and zooms inside itself, so the page never scrolls sideways.
          dir="ltr"
          sx={{
            height: { xs: 380, md: 480 },
            minWidth: 0,
            overflow: 'hidden',
            '& .process-edge-problem path': { stroke: (theme) => theme.palette.error.main },
            '& .react-flow__edge-text': { fontFamily: 'inherit', fontSize: 13 },
            '& .react-flow__attribution': { display: 'none' },
          }}
        >
          <ReactFlow<ProcessFlowNode, ProcessFlowEdge>
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            defaultEdgeOptions={defaultEdgeOptions}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            isValidConnection={(c) => connectRefusal(value, c.source, c.target) === null}
            onPaneClick={() => setSelection(null)}
            deleteKeyCode={['Delete', 'Backspace']}
            ariaLabelConfig={ariaLabelConfig}
            nodesFocusable
            edgesFocusable
            fitViewOptions={{ padding: 0.1, maxZoom: 1 }}
            minZoom={0.2}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} position="bottom-left" />
          </ReactFlow>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="process-properties">
          {node ? (
            <NodePanel
              key={node.key}
              graph={value}
              node={node}
              problems={all.byNode.get(node.key) ?? []}
              onPatch={(patch) => {
                onChange(patchNode(value, node.key, patch));
                if (patch.key !== undefined) setSelection({ node: patch.key });
              }}
              onRemove={() => {
                onChange(removeNode(value, node.key));
                setSelection(null);
              }}
              onConnect={(target) => link(node.key, target)}
              onSelectEdge={(id) => setSelection({ edge: id })}
              onRemoveEdge={(id) => onChange(removeEdge(value, id))}
            />
          ) : edge ? (
            <EdgePanel
              key={edge.id}
              graph={value}
              edge={edge}
              problems={all.byEdge.get(edge.id) ?? []}
              onPatch={(patch: Partial<ProcessEdge>) => onChange(patchEdge(value, edge.id, patch))}
              onRemove={() => {
                onChange(removeEdge(value, edge.id));
                setSelection(null);
              }}
              onSelectNode={(key) => setSelection({ node: key })}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {text.nothingSelected}
            </Typography>
          )}
        </Paper>
      </FieldGrid>
      <FieldGrid stretch>
        <Box component="section" aria-label={text.nodes} sx={{ minWidth: 0 }}>
          <HeadingWithHint
            title={text.nodes}
            hint={text.nodesHint}
            level="h3"
            variant="subtitle2"
            hintVariant="caption"
          />
          <List dense aria-label={text.nodes}>
            {value.nodes.map((n) => {
              const Icon = NODE_ICONS[n.kind];
              const count = all.byNode.get(n.key)?.length ?? 0;
              return (
                <ListItem key={n.key} disablePadding>
                  <ListItemButton
                    selected={n.key === selectedNode}
                    aria-current={n.key === selectedNode ? 'true' : undefined}
                    onClick={() => choose({ node: n.key })}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Badge color="error" variant="dot" invisible={count === 0}>
                        <Icon fontSize="small" />
                      </Badge>
                    </ListItemIcon>
                    <ListItemText
                      primary={nodeTitle(n)}
                      secondary={n.name.trim() ? PROCESS_NODE_LABELS[n.kind] : undefined}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
        <ProblemList problems={all.problems} refusedCount={refused.length} onSelect={choose} />
      </FieldGrid>
    </Box>
  );
}

interface ProblemListProps {
  problems: readonly DesignerProblem[];
  refusedCount: number;
  onSelect: (selection: Selection) => void;
}

/** The problems under the canvas; choosing one selects what it is about. */
function ProblemList({ problems, refusedCount, onSelect }: ProblemListProps) {
  return (
    <Box component="section" aria-label={text.problems} data-testid="process-problems" sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {text.problems}
      </Typography>
      {refusedCount > 0 && (
        <Typography variant="body2" color="error">
          {text.serverRefused}
        </Typography>
      )}
      {problems.length === 0 ? (
        <Typography variant="body2" color="success.main" role="status">
          {text.noProblems}
        </Typography>
      ) : (
        <List dense>
          {problems.map((problem, index) => {
            const target: Selection = problem.edgeId
              ? { edge: problem.edgeId }
              : problem.nodeKey
                ? { node: problem.nodeKey }
                : null;
            return (
              <ListItem key={index} disablePadding sx={{ color: 'error.main' }}>
                {target ? (
                  <ListItemButton onClick={() => onSelect(target)}>
                    <ListItemText primary={problem.message} />
                  </ListItemButton>
                ) : (
                  <ListItemText primary={problem.message} sx={{ px: 2 }} />
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

/** The editor inside its own xyflow store. */
export default function ProcessEditorRoot(props: ProcessEditorProps) {
  return (
    <ReactFlowProvider>
      <ProcessEditor {...props} />
    </ReactFlowProvider>
  );
}
