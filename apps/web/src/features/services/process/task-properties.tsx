// The properties of a provider task (کار کارشناس): who does it, its form, its functions, due days,
// priority and outcomes.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TASK_PRIORITIES, type ProcessNode, type TaskAssignee } from '@darvazeh/shared';
import { SelectField, toOptions } from '../../../components/select-field';
import { serviceMessages } from '../../../lib/messages';
import { useUnitRoles, useUnits, useUser, useUserSearch } from '../api/reference-queries';
import { NumberField } from '../components/number-field';
import { freshKey } from './process-model';
import { EditableRows } from '../../../components/editable-rows';
import { useAllCollections, useAllFunctions } from '../../../lib/shared-lists';

const text = serviceMessages.process;
type Task = Extract<ProcessNode, { kind: 'providerTask' }>;

const ANY_ROLE = -1;

/** The assignee a kind starts with when chosen. */
function assigneeOf(kind: TaskAssignee['kind'], current: TaskAssignee): TaskAssignee {
  const unitRoleId = 'unitRoleId' in current ? current.unitRoleId : ANY_ROLE;
  if (kind === 'unitRole') return { kind, unitId: null, unitRoleId };
  if (kind === 'applicantUnit') return { kind, unitRoleId };
  return { kind: 'user', userId: 0 };
}

/** Who takes the task: a unit role in a unit, a unit role in the applicant's unit, or one user. */
function AssigneeFields({ task, onChange }: { task: Task; onChange: (assignee: TaskAssignee) => void }) {
  const { assignee } = task;
  const units = useUnits().data?.list ?? [];
  const allRoles = useUnitRoles().data?.list ?? [];
  const unit = assignee.kind === 'unitRole' ? units.find((u) => u.id === assignee.unitId) : undefined;
  const roles = unit ? unit.unitRoles : allRoles;
  const roleOptions = [{ value: ANY_ROLE, label: text.anyRole }, ...toOptions(roles, (r) => r.name)];
  return (
    <>
      <SelectField
        label={text.assignee}
        name="assignee.kind"
        value={assignee.kind}
        options={(['unitRole', 'applicantUnit', 'user'] as const).map((kind) => ({
          value: kind,
          label: text.assigneeKinds[kind]!,
        }))}
        onChange={(kind) => kind && onChange(assigneeOf(kind, assignee))}
      />
      {assignee.kind === 'unitRole' && (
        <SelectField
          label={text.unit}
          name="assignee.unitId"
          value={assignee.unitId}
          noneLabel={text.anyUnit}
          options={toOptions(units, (u) => u.name)}
          onChange={(unitId) => onChange({ ...assignee, unitId })}
        />
      )}
      {assignee.kind !== 'user' && (
        <SelectField
          label={text.unitRole}
          name="assignee.unitRoleId"
          value={assignee.unitRoleId}
          options={roleOptions}
          onChange={(unitRoleId) => onChange({ ...assignee, unitRoleId: unitRoleId ?? ANY_ROLE })}
        />
      )}
      {assignee.kind === 'user' && (
        <UserPicker userId={assignee.userId} onChange={(userId) => onChange({ kind: 'user', userId })} />
      )}
    </>
  );
}

interface UserChoice {
  id: number;
  label: string;
}

/** A user found by name: the picker shows names, stores the id (also the events' recipients). */
export function UserPicker({ userId, onChange }: { userId: number; onChange: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const found = useUserSearch(search).data ?? [];
  const current = useUser(userId > 0 ? userId : null).data;
  const label = (u: { firstName: string; lastName: string; username: string }) =>
    `${u.firstName} ${u.lastName} (${u.username})`;
  const options: UserChoice[] = found.map((u) => ({ id: u.id, label: label(u) }));
  const value: UserChoice | null = current ? { id: current.id, label: label(current) } : null;
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(all) => all}
      getOptionLabel={(u) => u.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={text.noUser}
      onInputChange={(_event, input, reason) => reason === 'input' && setSearch(input)}
      onChange={(_event, chosen) => onChange(chosen?.id ?? 0)}
      renderInput={(params) => (
        <TextField {...params} size="small" label={text.user} helperText={text.userSearch} />
      )}
    />
  );
}

/** A provider task's properties. */
export function TaskProperties({ task, onPatch }: { task: Task; onPatch: (patch: Partial<Task>) => void }) {
  const collections = useAllCollections().data?.list ?? [];
  const functions = useAllFunctions().data?.list ?? [];
  const functionOptions = toOptions(functions, (f) => f.fname);
  const outcomes = task.outcomes;
  return (
    <>
      <AssigneeFields task={task} onChange={(assignee) => onPatch({ assignee })} />
      <SelectField
        label={text.taskForm}
        name="collectionId"
        value={task.collectionId}
        noneLabel={text.noForm}
        options={toOptions(collections, (c) => c.fname)}
        onChange={(collectionId) => onPatch({ collectionId })}
      />
      <SelectField
        label={text.onEnter}
        name="onEnterFunctionId"
        value={task.onEnterFunctionId}
        noneLabel={text.noFunction}
        options={functionOptions}
        onChange={(onEnterFunctionId) => onPatch({ onEnterFunctionId })}
      />
      <SelectField
        label={text.onExit}
        name="onExitFunctionId"
        value={task.onExitFunctionId}
        noneLabel={text.noFunction}
        options={functionOptions}
        onChange={(onExitFunctionId) => onPatch({ onExitFunctionId })}
      />
      <NumberField
        label={text.dueDays}
        name="dueDays"
        value={task.dueDays}
        onChange={(dueDays) => onPatch({ dueDays })}
      />
      <SelectField
        label={text.priority}
        name="priority"
        value={task.priority}
        options={TASK_PRIORITIES.map((p) => ({ value: p, label: text.priorities[p]! }))}
        onChange={(priority) => priority && onPatch({ priority })}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
        <Box component="legend" sx={{ typography: 'body2', fontWeight: 700 }}>
          {text.outcomes}
        </Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{text.outcomesHint}</Box>
        <EditableRows
          rows={outcomes}
          onChange={(next) => onPatch({ outcomes: next })}
          rowKey={(outcome) => outcome.key}
          removeLabel={(_outcome, index) => text.removeOutcome(index + 1)}
          addLabel={text.addOutcome}
          canAdd={outcomes.length < 10}
          newRow={() => ({ key: freshKey('o', new Set(outcomes.map((o) => o.key))), label: '' })}
          renderRow={(outcome, index, replace) => (
            <TextField
              size="small"
              fullWidth
              label={text.outcomeLabel(index + 1)}
              value={outcome.label}
              onChange={(event) => replace({ ...outcome, label: event.target.value })}
            />
          )}
        />
      </Box>
    </>
  );
}
