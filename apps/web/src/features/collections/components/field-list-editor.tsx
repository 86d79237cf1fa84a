import { memo, useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FieldType, FormField } from '@darvazeh/shared';
import { useDesigner } from '../designer-context';
import type { ListAddress } from '../designer-edits';
import { hasNestedFields } from '../field-kinds';
import { AddFieldMenu } from './field-palette';
import { FieldProperties } from './field-properties';
import { TabsEditor } from './tabs-editor';
import { collectionMessages } from '../../../lib/messages';
import { RowPanel, RowTools, useRowPanel } from './row-tools';

const text = collectionMessages.field;
const dnd = collectionMessages.dnd;

// Module constants: new option objects on every render would rebuild the sensors and re-render each row.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** A row's title travels with the drag (useSortable's data), so announcements need no field list. */
const nameOf = (item: Active | Over | null): string => String(item?.data.current?.name ?? '');
/** A row's index in its list, as dnd-kit's sortable data reports it. */
const indexOf = (item: Active | Over): number => {
  const sortable = item.data.current?.sortable as { index?: unknown } | undefined;
  return typeof sortable?.index === 'number' ? sortable.index : -1;
};
const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => dnd.start(nameOf(active)),
  onDragOver: ({ active, over }) => (over ? dnd.over(nameOf(active), nameOf(over)) : undefined),
  onDragEnd: ({ active }) => dnd.end(nameOf(active)),
  onDragCancel: ({ active }) => dnd.cancel(nameOf(active)),
};
const ACCESSIBILITY = {
  announcements: ANNOUNCEMENTS,
  screenReaderInstructions: { draggable: dnd.instructions },
};

interface FieldListEditorProps {
  fields: FormField[];
  /** null: the form's own fields; else the table, subform or expansion holding this list. */
  parentId: string | null;
  tabId?: string | undefined;
  /** Label of the add menu of a nested list; the form's own list is fed by the palette instead. */
  addLabel?: string;
  emptyText: string;
}

/** Enames used more than once in one list (the shared check refuses them). */
function duplicateEnames(fields: FormField[]): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const field of fields) (seen.has(field.ename) ? duplicates : seen).add(field.ename);
  return duplicates;
}

/**
 * One list of fields, sortable by dragging (pointer or keyboard) and by move buttons. Rows are memoised
 * and get only primitives besides their own field, so editing one field re-renders that row alone.
 */
export function FieldListEditor({ fields, parentId, tabId, addLabel, emptyText }: FieldListEditorProps) {
  const { dispatch } = useDesigner();
  const address = useMemo<ListAddress>(() => ({ parentId, tabId }), [parentId, tabId]);
  const idKey = fields.map((field) => field.id).join('\n');
  // Stable while only properties change, so SortableContext does not re-render every row.
  const ids = useMemo(() => (idKey === '' ? [] : idKey.split('\n')), [idKey]);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const handleDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const from = indexOf(active);
      const to = over ? indexOf(over) : -1;
      if (from >= 0 && to >= 0 && from !== to) dispatch({ type: 'move', list: address, from, to });
    },
    [address, dispatch],
  );
  const duplicates = duplicateEnames(fields);
  const { lastAddedId } = useDesigner();

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={ACCESSIBILITY}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'minmax(0, 1fr)',
            }}
          >
            {fields.map((field, index) => (
              <FieldRow
                key={field.id}
                field={field}
                index={index}
                isLast={index === fields.length - 1}
                parentId={parentId}
                tabId={tabId}
                enameTaken={duplicates.has(field.ename)}
                isNew={field.id === lastAddedId}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {addLabel && (
        <AddFieldMenu
          label={addLabel}
          onAdd={(fieldType: FieldType) => dispatch({ type: 'add', list: address, fieldType })}
        />
      )}
    </Box>
  );
}

interface FieldRowProps {
  field: FormField;
  index: number;
  isLast: boolean;
  parentId: string | null;
  tabId: string | undefined;
  enameTaken: boolean;
  isNew: boolean;
}

/** One field: drag handle, type, title, move, edit and remove; its property panel when opened. */
const FieldRow = memo(function FieldRow(props: FieldRowProps) {
  const { field, index, isLast, parentId, tabId, enameTaken, isNew } = props;
  const { dispatch } = useDesigner();
  const name = field.fname || collectionMessages.fieldTypes[field.type];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.id, data: { name } });
  const panel = useRowPanel(`field-panel-${field.id}`, isNew);
  const move = (to: number) => dispatch({ type: 'move', list: { parentId, tabId }, from: index, to });

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="field-row"
      data-field-id={field.id}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Paper variant="outlined" sx={{ p: 1, opacity: isDragging ? 0.8 : 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            size="small"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={text.drag(name)}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorOutlined fontSize="small" />
          </IconButton>
          <Chip size="small" label={collectionMessages.fieldTypes[field.type]} />
          <Typography sx={{ flex: 1, minWidth: 0 }} noWrap title={field.fname}>
            {field.fname}
            {field.required && (
              <Box component="span" aria-hidden sx={{ color: 'error.main', mx: 0.5 }}>
                *
              </Box>
            )}
          </Typography>
          <RowTools
            name={name}
            index={index}
            isLast={isLast}
            move={move}
            panel={panel}
            labels={{
              edit: text.edit(name),
              remove: text.remove(name),
              removeTitle: text.removeTitle,
              removeText: text.removeText(name, hasNestedFields(field.type) || field.type === 'expansion'),
            }}
            onRemove={() => dispatch({ type: 'remove', id: field.id })}
          />
        </Box>
        <RowPanel panel={panel} label={text.edit(name)} sx={{ pt: 1.5, px: 1, display: 'grid', gap: 2 }}>
          <FieldProperties field={field} isTopLevel={parentId === null} enameTaken={enameTaken} />
          <NestedFields field={field} />
        </RowPanel>
      </Paper>
    </Box>
  );
});

/** A table's columns, a subform's fields or an expansion's tabs: the same editor, one level down. */
function NestedFields({ field }: { field: FormField }) {
  const labels = collectionMessages.designer;
  if (hasNestedFields(field.type)) {
    const isTable = field.type === 'table';
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <legend>{isTable ? labels.columns : labels.subformFields}</legend>
        <FieldListEditor
          fields={field.subform?.formFields ?? []}
          parentId={field.id}
          addLabel={isTable ? labels.addColumn : labels.addField}
          emptyText={isTable ? labels.noColumns : labels.noFields}
        />
      </Box>
    );
  }
  if (field.type === 'expansion')
    return (
      <TabsEditor
        field={field}
        renderFields={({ tabId, parentId }) => (
          <FieldListEditor
            fields={field.tabs?.find((tab) => tab.id === tabId)?.formInfo.formFields ?? []}
            parentId={parentId}
            tabId={tabId}
            addLabel={labels.addField}
            emptyText={labels.noFields}
          />
        )}
      />
    );
  return null;
}
