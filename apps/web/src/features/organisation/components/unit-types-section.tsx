import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { createUnitTypeBody } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { useDeleteUnitType, useSaveUnitType, useUnitTypes } from '../api/unit-queries';
import type { UnitType } from '../types';
import { NameInputRow } from './name-input-row';
import { commonMessages, organisationMessages } from '../../../lib/messages';

const text = organisationMessages.units;

/** Unit types: list, add, rename in place, delete after a confirmation. */
export function UnitTypesSection() {
  const types = useUnitTypes().data?.list ?? [];
  const save = useSaveUnitType();
  const deleting = useDeleteConfirm(useDeleteUnitType(), {
    title: commonMessages.delete,
    text: (type: UnitType) => `${text.deleteConfirm} ${type.name}`,
  });
  const [renaming, setRenaming] = useState<number | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <NameInputRow
        label={text.newUnitType}
        submitLabel={text.add}
        schema={createUnitTypeBody}
        isPending={save.isPending && renaming === null}
        onSubmit={(name, done) => save.mutate({ body: { name } }, { onSuccess: done })}
      />
      {types.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <List dense disablePadding>
        {types.map((type) =>
          renaming === type.id ? (
            <ListItem key={type.id} sx={{ px: 0 }}>
              <NameInputRow
                label={commonMessages.rename}
                submitLabel={commonMessages.save}
                schema={createUnitTypeBody}
                initial={type.name}
                isPending={save.isPending}
                onSubmit={(name) =>
                  save.mutate({ id: type.id, body: { name } }, { onSuccess: () => setRenaming(null) })
                }
              />
            </ListItem>
          ) : (
            <ListItem
              key={type.id}
              divider
              secondaryAction={
                <>
                  <IconButton aria-label={commonMessages.rename} onClick={() => setRenaming(type.id)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={commonMessages.delete}
                    onClick={() => deleting.ask(type)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={type.name} />
            </ListItem>
          ),
        )}
      </List>
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
