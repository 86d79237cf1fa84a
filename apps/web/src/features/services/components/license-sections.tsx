// The designer's last form sections: the service license (national registry), the web-service options
// (collapsed: used once the service is exposed as a web service) and the service's variables.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { EditableRows } from '../../../components/editable-rows';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { NumberField } from './number-field';
import { serviceMessages } from '../../../lib/messages';
import { FieldGrid } from '../../../components/field-grid';
import { DesignerPart, textAt, type DraftForm } from './designer-part';
import { HeadingWithHint } from '../../../components/heading-with-hint';

const text = serviceMessages.designer;

/** A group of checkboxes over boolean fields of the draft, under a legend. */
function Checks({ form, legend, fields }: { form: DraftForm; legend: string; fields: [string, string][] }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'body2', fontWeight: 700 }}>
        {legend}
      </Box>
      <FormGroup row>
        {fields.map(([path, label]) => (
          <FormControlLabel
            key={path}
            label={label}
            control={
              <Checkbox
                name={path}
                checked={(form.draft.serviceLicense as Record<string, unknown>)[path.split('.')[1]!] === true}
                onChange={(_event, on) => form.set(path, on)}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** SPEC §3 serviceLicense: description, audiences (G2B/G2C/G2G), sovereign or agency, device titles. */
export function LicenseSection({ form }: { form: DraftForm }) {
  return (
    <DesignerPart title={text.license}>
      <TextField
        label={text.licenseDescription}
        multiline
        minRows={2}
        {...textAt(form, 'serviceLicense.description')}
      />
      <FieldGrid>
        <Checks
          form={form}
          legend={text.audience}
          fields={[
            ['serviceLicense.g2B', text.g2B],
            ['serviceLicense.g2C', text.g2C],
            ['serviceLicense.g2G', text.g2G],
          ]}
        />
        <Checks
          form={form}
          legend={text.kind}
          fields={[
            ['serviceLicense.hakemiyate', text.hakemiyate],
            ['serviceLicense.tasadiGari', text.tasadiGari],
          ]}
        />
        <TextField label={text.deviceTitle} {...textAt(form, 'serviceLicense.deviceTitle')} />
        <TextField label={text.parentDevice} {...textAt(form, 'serviceLicense.parentDevice')} />
      </FieldGrid>
    </DesignerPart>
  );
}

/** Lines of a multi-line field as a list (one entry per line). */
const linesOf = (value: string) => value.split('\n');

/** SPEC §3 service option defaults, collapsed until opened. */
export function OptionsSection({ form }: { form: DraftForm }) {
  const { options } = form.draft;
  const select = (
    field: 'method' | 'format' | 'requestBodyType' | 'auth' | 'mapInputs',
    labels: Record<string, string>,
    label: string,
  ) => (
    <SelectField
      label={label}
      name={`options.${field}`}
      value={options[field]}
      options={Object.entries(labels).map(([value, shown]) => ({ value, label: shown }))}
      onChange={(value) => value !== null && form.set(`options.${field}`, value)}
    />
  );
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreOutlined />}
        aria-controls="service-options"
        id="service-options-summary"
      >
        <HeadingWithHint title={text.options} hint={text.optionsHint} level="h2" />
      </AccordionSummary>
      <AccordionDetails id="service-options" sx={{ display: 'grid', gap: 2 }}>
        <SwitchField
          label={text.isApi}
          checked={options.isApi}
          onChange={(on) => form.set('options.isApi', on)}
        />
        <FieldGrid>
          {select('method', text.methods, text.method)}
          {select('format', text.formats, text.format)}
          {select('requestBodyType', text.bodyTypes, text.requestBodyType)}
          {select('auth', text.auths, text.auth)}
          {select('mapInputs', text.mapInputsBy, text.mapInputs)}
        </FieldGrid>
        <FieldGrid>
          {(['ratePerSystem', 'ratePerService'] as const).map((field) => (
            <NumberField
              key={field}
              label={text[field]}
              name={`options.${field}`}
              value={options[field]}
              onChange={(n) => form.set(`options.${field}`, n)}
              error={form.errors[`options.${field}`]}
              helperText={text.rateHint}
            />
          ))}
        </FieldGrid>
        <SwitchField
          label={text.logBodies}
          checked={options.logBodies}
          onChange={(on) => form.set('options.logBodies', on)}
        />
        <FieldGrid>
          {(['origins', 'ips'] as const).map((field) => (
            <TextField
              key={field}
              label={text[field]}
              name={`options.${field}`}
              multiline
              minRows={2}
              value={options[field].join('\n')}
              error={Object.keys(form.errors).some((key) => key.startsWith(`options.${field}`))}
              helperText={
                Object.entries(form.errors).find(([key]) => key.startsWith(`options.${field}`))?.[1] ??
                text.listHint
              }
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              onChange={(event) => form.set(`options.${field}`, linesOf(event.target.value))}
            />
          ))}
        </FieldGrid>
      </AccordionDetails>
    </Accordion>
  );
}

/** The service's variables: name and value rows. */
export function VariablesSection({ form }: { form: DraftForm }) {
  const { variables } = form.draft;
  const setVariables = (next: typeof variables) => form.set('variables', next);
  return (
    <DesignerPart title={text.variables} subtitle={text.variablesHint}>
      {variables.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.noVariables}
        </Typography>
      )}
      <EditableRows
        rows={variables}
        onChange={setVariables}
        rowKey={(_variable, index) => index}
        removeLabel={(variable) => text.removeVariable(variable.name)}
        addLabel={text.addVariable}
        newRow={() => ({ name: '', value: '' })}
        rowSx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) minmax(0, 2fr) auto' },
          alignItems: 'start',
        }}
        renderRow={(_variable, index) => (
          <>
            <TextField size="small" label={text.variableName} {...textAt(form, `variables.${index}.name`)} />
            <TextField
              size="small"
              label={text.variableValue}
              {...textAt(form, `variables.${index}.value`)}
              slotProps={{ htmlInput: { dir: 'auto' } }}
              sx={{ gridColumn: { xs: '1', md: 'auto' }, gridRow: { xs: '2', md: 'auto' } }}
            />
          </>
        )}
      />
    </DesignerPart>
  );
}
