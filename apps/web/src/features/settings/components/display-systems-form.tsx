import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import {
  displaySystemsOf,
  unitTypeApi,
  type DisplaySystemsBaseOn,
  type GeneralSetting,
} from '@darvazeh/shared';
import { SectionCard } from '../../../components/section-card';
import { commonMessages, displaySystemsMessages as m } from '../../../lib/messages';
import { useAllOf } from '../../../lib/resource-hooks';
import { useSaveGeneralSetting } from '../api/general-settings';

const SHOW_TYPES = ['all', 'unitType'] as const;

/**
 * The displaySystemsBaseOn general setting as a form: one list of every system, and/or the systems
 * grouped under the units of the chosen unit types. Stored as SPEC §3's JSON `{showTypes, unitTypeIds}`.
 */
export function DisplaySystemsForm({ row }: { row: GeneralSetting | undefined }) {
  const save = useSaveGeneralSetting();
  const unitTypes = useAllOf(unitTypeApi.all, ['settings', 'unit-types']);
  const [value, setValue] = useState<DisplaySystemsBaseOn>(() => displaySystemsOf(row?.data));

  const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...new Set([...list, item])] : list.filter((x) => x !== item);

  return (
    <SectionCard title={m.title} subtitle={m.subtitle}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormGroup>
          {SHOW_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={m[type]}
              control={
                <Checkbox
                  checked={value.showTypes.includes(type)}
                  onChange={(e) =>
                    setValue((v) => ({ ...v, showTypes: toggle(v.showTypes, type, e.target.checked) }))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {value.showTypes.includes('unitType') && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{m.unitTypes}</FormLabel>
            <FormGroup row>
              {(unitTypes.data?.list ?? []).map((type) => (
                <FormControlLabel
                  key={type.id}
                  label={type.name}
                  control={
                    <Checkbox
                      checked={value.unitTypeIds.includes(type.id)}
                      onChange={(e) =>
                        setValue((v) => ({
                          ...v,
                          unitTypeIds: toggle(v.unitTypeIds, type.id, e.target.checked),
                        }))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        )}
        {value.showTypes.length === 0 && <Typography color="text.secondary">{m.noneChosen}</Typography>}
        <Button
          variant="outlined"
          loading={save.isPending}
          sx={{ justifySelf: 'start' }}
          onClick={() =>
            save.mutate({ id: row?.id, body: { name: 'displaySystemsBaseOn', data: JSON.stringify(value) } })
          }
        >
          {commonMessages.save}
        </Button>
      </Box>
    </SectionCard>
  );
}
