import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { functionApi, type FieldType } from '@darvazeh/shared';
import { FunctionSideChip } from '../../../components/flow-editor';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { SubSection } from '../../../components/sub-section';
import { API_BASE_URL } from '../../../lib/api-client';
import { collectionMessages, commonMessages, functionMessages } from '../../../lib/messages';
import type { FunctionHelp } from '../types';

const text = functionMessages.help;

interface StepNode {
  text: string;
  children: StepNode[];
}

/** The help's flat steps (each with its depth) as a tree, for nested lists. */
export function stepTree(steps: readonly { depth: number; text: string }[]): StepNode[] {
  const root: StepNode[] = [];
  const open: { depth: number; children: StepNode[] }[] = [{ depth: 0, children: root }];
  for (const step of steps) {
    while (open.length > 1 && open.at(-1)!.depth >= step.depth) open.pop();
    const node: StepNode = { text: step.text, children: [] };
    open.at(-1)!.children.push(node);
    open.push({ depth: step.depth, children: node.children });
  }
  return root;
}

function StepList({ nodes }: { nodes: readonly StepNode[] }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, listStyleType: 'persian' }}>
      {nodes.map((node, index) => (
        <li key={index}>
          <StepText text={node.text} />
          {node.children.length > 0 && <StepList nodes={node.children} />}
        </li>
      ))}
    </Box>
  );
}

/** The example body's box, left to right whatever the page's direction. */
const EXAMPLE_STYLE = {
  margin: 0,
  padding: 12,
  background: '#f5f5f5',
  borderRadius: 4,
  overflowX: 'auto',
  textAlign: 'left',
  fontSize: '0.85rem',
} as const;

/** A step's text: its Persian label, then its detail (a source, a name) isolated in its own direction. */
function StepText({ text: step }: { text: string }) {
  const at = step.indexOf(': ');
  if (at < 0) return <>{step}</>;
  return (
    <>
      {step.slice(0, at + 2)}
      <bdi>{step.slice(at + 2)}</bdi>
    </>
  );
}

const fieldTypeName = (type: string) => collectionMessages.fieldTypes[type as FieldType] ?? type;

/**
 * `/panel/function-help/{ename}`: what a function takes and gives, its steps in Persian, and the request
 * an integrator sends to run it (the one place JSON is shown: the example body, left to right).
 */
export function FunctionHelpView({ help }: { help: FunctionHelp }) {
  const example = JSON.stringify(help.example, null, 2);
  return (
    <SectionCard headingLevel="h1" title={help.fname}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <bdi dir="ltr">{help.ename}</bdi>
        <StatusChip label={functionMessages.callOn[help.callOn]} />
        <FunctionSideChip isServerSide={help.isServerSide} />
      </Box>
      <SubSection gap={1} title={text.inputs}>
        {help.inputs.length === 0 ? (
          <Typography variant="body2">{text.noInputs}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={text.inputs}>
              <TableHead>
                <TableRow>
                  <TableCell>{functionMessages.inputs.fname}</TableCell>
                  <TableCell>{functionMessages.ename}</TableCell>
                  <TableCell>{functionMessages.inputs.type}</TableCell>
                  <TableCell>{commonMessages.required}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {help.inputs.map((input) => (
                  <TableRow key={input.id}>
                    <TableCell>{input.fname}</TableCell>
                    <TableCell>
                      <bdi dir="ltr">{input.ename}</bdi>
                    </TableCell>
                    <TableCell>{fieldTypeName(input.type)}</TableCell>
                    <TableCell>{input.required ? commonMessages.yes : commonMessages.no}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SubSection>
      <SubSection gap={1} title={text.outputs}>
        {help.outputs.length === 0 ? (
          <Typography variant="body2">{text.noOutputs}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {help.outputs.map((name) => (
              <li key={name}>
                <bdi dir="ltr">{name}</bdi>
              </li>
            ))}
          </Box>
        )}
      </SubSection>
      <SubSection gap={1} title={text.steps}>
        <StepList nodes={stepTree(help.steps)} />
      </SubSection>
      <SubSection gap={1} title={text.example}>
        <Typography variant="body2" color="text.secondary">
          {text.exampleHint}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1 }}
        >
          <dt>{text.method}</dt>
          <Box component="dd" sx={{ m: 0 }}>
            <code dir="ltr">{functionApi.runRequest.method}</code>
          </Box>
          <dt>{text.path}</dt>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <code dir="ltr">{`${API_BASE_URL}/${functionApi.runRequest.path}`}</code>
          </Box>
        </Box>
        <Typography component="h3" variant="body2">
          {text.body}
        </Typography>
        {/* Inline styles: the RTL style plugin would flip an sx text-align or direction. */}
        <pre
          dir="ltr"
          tabIndex={0}
          role="region"
          aria-label={text.body}
          data-testid="help-example-body"
          style={EXAMPLE_STYLE}
        >
          <code>{example}</code>
        </pre>
      </SubSection>
    </SectionCard>
  );
}
