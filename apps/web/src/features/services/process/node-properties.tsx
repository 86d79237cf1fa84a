// The side panel: the selected node's properties (by kind) with its outgoing edges and a keyboard way
// to connect it, or the selected edge's condition, default flag or outcome.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_CHANNELS,
  PROCESS_END_RESULTS,
  PROCESS_NODE_LABELS,
  type ProcessEdge,
  type ProcessGraph,
  type ProcessNode,
} from '@darvazeh/shared';
import { SourceField } from '../../../components/flow-editor/source-field';
import { SelectField, toOptions } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { serviceMessages } from '../../../lib/messages';
import { edgeLabel, nodeTitle } from './process-flow';
import { isKeyFree } from './process-model';
import { TaskProperties } from './task-properties';
import { useAllFunctions } from '../../../lib/shared-lists';

const text = serviceMessages.process;

/** The node's key, applied once it is valid and free (a half-typed key stays in the field). */
function KeyField({
  graph,
  node,
  onRename,
}: {
  graph: ProcessGraph;
  node: ProcessNode;
  onRename: (key: string) => void;
}) {
  const [draft, setDraft] = useState(node.key);
  const isValid = isKeyFree(graph, node.key, draft);
  return (
    <TextField
      size="small"
      label={text.nodeKey}
      value={draft}
      error={!isValid}
      helperText={isValid ? text.nodeKeyHint : text.nodeKeyTaken}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      onChange={(event) => {
        setDraft(event.target.value);
        if (isKeyFree(graph, node.key, event.target.value)) onRename(event.target.value);
      }}
    />
  );
}

/** What each kind adds to the name and key. */
function KindFields({
  node,
  onPatch,
}: {
  node: ProcessNode;
  onPatch: (patch: Partial<ProcessNode>) => void;
}) {
  const functions = useAllFunctions().data?.list ?? [];
  switch (node.kind) {
    case 'applicantForm':
      return (
        <>
          <Typography variant="body2" color="text.secondary">
            {text.applicantFormHint}
          </Typography>
          <SwitchField
            label={text.confirmStep}
            checked={node.confirmStep}
            onChange={(confirmStep) => onPatch({ confirmStep })}
          />
        </>
      );
    case 'providerTask':
      return <TaskProperties task={node} onPatch={onPatch} />;
    case 'function':
      return (
        <SelectField
          required
          label={text.function}
          name="functionId"
          value={node.functionId > 0 ? node.functionId : null}
          noneLabel={text.noFunction}
          options={toOptions(functions, (f) => f.fname)}
          onChange={(functionId) => onPatch({ functionId: functionId ?? 0 })}
        />
      );
    case 'notification':
      return (
        <>
          <SelectField
            label={text.audience}
            name="audience"
            value={node.audience}
            options={NOTIFICATION_AUDIENCES.map((a) => ({ value: a, label: text.audiences[a]! }))}
            onChange={(audience) => audience && onPatch({ audience })}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Box component="legend" sx={{ typography: 'body2', fontWeight: 700 }}>
              {text.channels}
            </Box>
            <FormGroup row>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <FormControlLabel
                  key={channel}
                  label={text.channelNames[channel]}
                  control={
                    <Checkbox
                      checked={node.channels.includes(channel)}
                      onChange={(_event, on) =>
                        onPatch({
                          channels: on
                            ? NOTIFICATION_CHANNELS.filter((c) => c === channel || node.channels.includes(c))
                            : node.channels.filter((c) => c !== channel),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <TextField
            size="small"
            required
            multiline
            minRows={3}
            label={text.template}
            value={node.template}
            onChange={(event) => onPatch({ template: event.target.value })}
          />
        </>
      );
    case 'statusChange':
      return (
        <TextField
          size="small"
          required
          label={text.status}
          value={node.status}
          onChange={(event) => onPatch({ status: event.target.value })}
        />
      );
    case 'end':
      return (
        <SelectField
          label={text.result}
          name="result"
          value={node.result}
          options={PROCESS_END_RESULTS.map((r) => ({ value: r, label: text.results[r]! }))}
          onChange={(result) => result && onPatch({ result })}
        />
      );
    default:
      return null;
  }
}

/**
 * A properties panel: a section headed «ویژگی‌های …» of what is selected, a line under the heading when
 * given, the problems found in it, then its fields.
 */
function PanelFrame({
  name,
  caption,
  problems,
  children,
}: {
  name: string;
  caption?: string;
  problems: readonly string[];
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={text.propertiesOf(name)}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {text.propertiesOf(name)}
      </Typography>
      {caption && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
      {problems.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2, color: 'error.main', typography: 'body2' }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}

interface NodePanelProps {
  graph: ProcessGraph;
  node: ProcessNode;
  problems: readonly string[];
  onPatch: (patch: Partial<ProcessNode>) => void;
  onRemove: () => void;
  onConnect: (target: string) => void;
  onSelectEdge: (id: string) => void;
  onRemoveEdge: (id: string) => void;
}

/** The selected node's panel. */
export function NodePanel({
  graph,
  node,
  problems,
  onPatch,
  onRemove,
  onConnect,
  onSelectEdge,
  onRemoveEdge,
}: NodePanelProps) {
  const [target, setTarget] = useState<string | null>(null);
  const title = nodeTitle(node);
  const out = graph.edges.filter((e) => e.source === node.key);
  const targets = graph.nodes.filter((n) => n.key !== node.key && n.kind !== 'start');
  const titleOf = (key: string) => {
    const found = graph.nodes.find((n) => n.key === key);
    return found ? nodeTitle(found) : key;
  };
  return (
    <PanelFrame name={title} caption={`${text.kind}: ${PROCESS_NODE_LABELS[node.kind]}`} problems={problems}>
      <TextField
        size="small"
        label={text.nodeName}
        value={node.name}
        onChange={(event) => onPatch({ name: event.target.value })}
      />
      <KeyField key={node.key} graph={graph} node={node} onRename={(key) => onPatch({ key })} />
      <KindFields node={node} onPatch={onPatch} />
      {node.kind !== 'end' && (
        <Box component="section" aria-label={text.outgoing} sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
            {text.outgoing}
          </Typography>
          {out.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {text.noOutgoing}
            </Typography>
          )}
          {out.map((edge) => {
            const name = text.edgeBetween(title, titleOf(edge.target));
            const label = edgeLabel(edge, graph);
            return (
              <Box key={edge.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {titleOf(edge.target)}
                  {label && ` (${label})`}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={text.selectEdge(name)}
                  title={text.properties}
                  onClick={() => onSelectEdge(edge.id)}
                >
                  <TuneOutlined fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={text.removeEdge(name)}
                  onClick={() => onRemoveEdge(edge.id)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
            <SelectField
              size="small"
              label={text.connectTo}
              name="connectTo"
              value={target}
              noneLabel={text.chooseTarget}
              options={targets.map((n) => ({ value: n.key, label: nodeTitle(n) }))}
              onChange={setTarget}
              sx={{ flex: 1, minWidth: 160 }}
            />
            <Button
              startIcon={<LinkOutlined />}
              disabled={target === null}
              onClick={() => {
                if (target) onConnect(target);
                setTarget(null);
              }}
            >
              {text.connect}
            </Button>
          </Box>
        </Box>
      )}
      <Button
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={node.kind === 'start'}
        onClick={onRemove}
        sx={{ justifySelf: 'start' }}
      >
        {text.removeNode(title)}
      </Button>
      {node.kind === 'start' && (
        <Typography variant="caption" color="text.secondary">
          {text.startUndeletable}
        </Typography>
      )}
    </PanelFrame>
  );
}

interface EdgePanelProps {
  graph: ProcessGraph;
  edge: ProcessEdge;
  problems: readonly string[];
  onPatch: (patch: Partial<ProcessEdge>) => void;
  onRemove: () => void;
  onSelectNode: (key: string) => void;
}

/** The selected edge's panel: a decision's condition and default flag, a task's outcome. */
export function EdgePanel({ graph, edge, problems, onPatch, onRemove, onSelectNode }: EdgePanelProps) {
  const source = graph.nodes.find((n) => n.key === edge.source);
  const target = graph.nodes.find((n) => n.key === edge.target);
  const name = text.edgeBetween(
    source ? nodeTitle(source) : edge.source,
    target ? nodeTitle(target) : edge.target,
  );
  return (
    <PanelFrame name={name} problems={problems}>
      {source?.kind === 'decision' && (
        <>
          <SwitchField
            label={text.isDefault}
            checked={edge.isDefault === true}
            onChange={(isDefault) => onPatch({ isDefault })}
          />
          {!edge.isDefault && (
            <SourceField
              label={text.condition}
              value={edge.condition}
              onChange={(condition) => onPatch({ condition: condition ?? '' })}
            />
          )}
        </>
      )}
      {source?.kind === 'providerTask' && source.outcomes.length > 0 && (
        <SelectField
          label={text.outcome}
          name="outcome"
          value={edge.outcome ?? null}
          noneLabel={text.noOutcome}
          options={source.outcomes.map((o) => ({ value: o.key, label: o.label || text.outcome }))}
          onChange={(outcome) => onPatch({ outcome: outcome ?? undefined })}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {source && (
          <Button onClick={() => onSelectNode(source.key)}>{text.propertiesOf(nodeTitle(source))}</Button>
        )}
        <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
          {text.removeEdge(name)}
        </Button>
      </Box>
    </PanelFrame>
  );
}
