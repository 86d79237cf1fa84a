import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  DISPLAY_TYPES,
  ENAME_PATTERN,
  FIELD_FORMATS,
  hasLabel,
  type DisplayType,
  type FieldFormat,
  type FormField,
} from '@darvazeh/shared';
import { useDesigner } from '../designer-context';
import { hasOptions, takesAnswer } from '../field-kinds';
import { NestedFunctions } from './form-functions';
import { OptionsEditor } from './options-editor';
import { QueryPicker } from './query-picker';
import { SourcePicker } from './source-picker';
import { SwitchField } from '../../../components/switch-field';
import { collectionMessages, commonMessages, formMessages } from '../../../lib/messages';

const text = collectionMessages.field;

interface FieldPropertiesProps {
  field: FormField;
  /** Only fields of the form's own list belong to a step. */
  isTopLevel: boolean;
  /** Another field of the same list already has this ename. */
  enameTaken: boolean;
}

/** The property panel of one field: what every field has, then what its type needs. */
export function FieldProperties({ field, isTopLevel, enameTaken }: FieldPropertiesProps) {
  const { dispatch, steps } = useDesigner();
  const update = (patch: Partial<FormField>) => dispatch({ type: 'update', id: field.id, patch });
  const enameError = !ENAME_PATTERN.test(field.ename)
    ? text.enameInvalid
    : enameTaken
      ? text.enameTaken
      : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField
          size="small"
          required
          label={text.fname}
          value={field.fname}
          onChange={(event) => update({ fname: event.target.value })}
          error={field.fname.trim() === ''}
        />
        <TextField
          size="small"
          required
          label={collectionMessages.ename}
          value={field.ename}
          onChange={(event) => update({ ename: event.target.value })}
          error={enameError !== undefined}
          helperText={enameError ?? text.enameHint}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Box>
      {takesAnswer(field.type) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SwitchField
            label={commonMessages.required}
            checked={field.required === true}
            onChange={(isOn) => update({ required: isOn || undefined })}
          />
          <SwitchField
            label={text.hideInTable}
            checked={field.hideInTable === true}
            onChange={(isOn) => update({ hideInTable: isOn || undefined })}
          />
        </Box>
      )}
      {isTopLevel && steps.length > 0 && (
        <TextField
          select
          size="small"
          label={text.step}
          value={field.stepId ?? ''}
          onChange={(event) =>
            dispatch({ type: 'assignStep', fieldId: field.id, stepId: event.target.value || null })
          }
        >
          <MenuItem value="">{text.noStep}</MenuItem>
          {steps.map((step, index) => (
            <MenuItem key={step.id} value={step.id}>
              {step.name || formMessages.stepName(index + 1)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasLabel(field.type) && (
        <TextField
          size="small"
          multiline={field.type === 'alert'}
          label={text.label[field.type]}
          {...((field.type === 'link' || field.type === 'download') && {
            slotProps: { htmlInput: { dir: 'ltr' } },
          })}
          value={field.label ?? ''}
          onChange={(event) => update({ label: event.target.value || undefined })}
        />
      )}
      {field.type === 'text' && (
        <TextField
          select
          size="small"
          label={text.format}
          value={field.format ?? ''}
          onChange={(event) =>
            update({ format: (event.target.value || undefined) as FieldFormat | undefined })
          }
        >
          <MenuItem value="">{text.noFormat}</MenuItem>
          {FIELD_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {collectionMessages.formats[format]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasOptions(field.type) && <ChoiceSource field={field} update={update} />}
      {field.type === 'chart' && (
        <>
          <TextField
            select
            size="small"
            label={text.chartType}
            value={field.chartType ?? 'bar'}
            onChange={(event) => update({ chartType: event.target.value })}
          >
            {Object.entries(collectionMessages.chartTypes).map(([value, name]) => (
              <MenuItem key={value} value={value}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <DrawnFrom field={field} update={update} />
        </>
      )}
      {field.type === 'subform' && (
        <TextField
          select
          size="small"
          label={text.displayType}
          value={field.subform?.triggerDisplay?.displayType ?? 'notHide'}
          onChange={(event) =>
            update({
              subform: {
                ...field.subform,
                formFields: field.subform?.formFields ?? [],
                triggerDisplay: {
                  ...field.subform?.triggerDisplay,
                  displayType: event.target.value as DisplayType,
                },
              },
            })
          }
        >
          {DISPLAY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {collectionMessages.displayTypes[type]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {field.type === 'subform' && (
        <NestedFunctions
          owner={{ fieldId: field.id }}
          title={collectionMessages.functions.subformTitle}
          hint={collectionMessages.functions.subformHint}
          functions={field.subform?.functions}
        />
      )}
    </Box>
  );
}

type Origin = 'typed' | 'collection' | 'query';

const originOf = (field: FormField): Origin =>
  field.queryId != null ? 'query' : field.sourceId != null ? 'collection' : 'typed';

/** What switching a field to `origin` clears: a field draws from one place at a time. */
const cleared: Partial<FormField> = {
  options: undefined,
  sourceId: undefined,
  queryId: undefined,
  fnamePath: undefined,
  valuePath: undefined,
};

/** The radio group of where a field's data comes from, and the picker of the chosen place. */
function OriginChoice({
  field,
  update,
  origins,
  typed,
}: {
  field: FormField;
  update: (patch: Partial<FormField>) => void;
  origins: readonly Origin[];
  typed?: () => Partial<FormField>;
}) {
  const labels = collectionMessages.options;
  const [origin, setOrigin] = useState<Origin>(() => {
    const current = originOf(field);
    return origins.includes(current) ? current : (origins[0] as Origin);
  });
  const names: Record<Origin, string> = {
    typed: labels.typed,
    collection: labels.fromCollection,
    query: labels.fromQuery,
  };
  const isChoice = hasOptions(field.type);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <RadioGroup
        row
        aria-label={isChoice ? labels.title : labels.chartData}
        value={origin}
        onChange={(event) => {
          const next = event.target.value as Origin;
          setOrigin(next);
          update({ ...cleared, ...(next === 'typed' && typed?.()) });
        }}
      >
        {origins.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={names[value]} />
        ))}
      </RadioGroup>
      {origin === 'collection' && (
        <SourcePicker sourceId={field.sourceId} fnamePath={field.fnamePath} onChange={update} />
      )}
      {origin === 'query' && <QueryPicker field={field} withValue={isChoice} onChange={update} />}
      {origin === 'typed' && (
        <OptionsEditor options={field.options ?? []} onChange={(options) => update({ options })} />
      )}
    </Box>
  );
}

/** Options typed in, drawn from another collection's records, or from a stored query's rows. */
function ChoiceSource({ field, update }: { field: FormField; update: (patch: Partial<FormField>) => void }) {
  return (
    <OriginChoice
      field={field}
      update={update}
      origins={['typed', 'collection', 'query']}
      typed={() => ({ options: [{ id: 1, fname: collectionMessages.options.newName(1) }] })}
    />
  );
}

/** A chart's points: another collection's records grouped by a field, or a stored query's rows. */
function DrawnFrom({ field, update }: { field: FormField; update: (patch: Partial<FormField>) => void }) {
  return <OriginChoice field={field} update={update} origins={['collection', 'query']} />;
}
