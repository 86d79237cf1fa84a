// The «محدودیت‌ها» section of a system's page: who may enter it through single sign-on — users and
// roles, units (with the units under them) and address ranges, each allowed or denied.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { isIpRange } from '@darvazeh/shared';
import { SectionCard } from '../../../components/section-card';
import {
  useAddIpLimit,
  useAddUnitLimit,
  useAddUserLimit,
  useIpLimits,
  useLimitUserSearch,
  useRemoveLimit,
  useRoles,
  useUnitLimits,
  useUserLimits,
} from '../api/limit-queries';
import type { SsoLimitUser, UnitChoice } from '../types';
import { LimitPart } from './limit-parts';
import type { UnitSearchField } from './unit-field';
import { commonMessages, ssoMessages } from '../../../lib/messages';

const text = ssoMessages.limits;

interface SystemLimitsProps {
  clientId: number;
  UnitSearch: UnitSearchField;
}

/** The limits of system `clientId`, for its managers. */
export function SystemLimits({ clientId, UnitSearch }: SystemLimitsProps) {
  return (
    <SectionCard title={text.title} subtitle={text.subtitle}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <UserLimits clientId={clientId} />
        <Divider />
        <UnitLimits clientId={clientId} UnitSearch={UnitSearch} />
        <Divider />
        <IpLimits clientId={clientId} />
      </Box>
    </SectionCard>
  );
}

function UserLimits({ clientId }: { clientId: number }) {
  const { data } = useUserLimits(clientId);
  const remove = useRemoveLimit(clientId, 'user');
  const add = useAddUserLimit(clientId);
  const roles = useRoles();
  const [kind, setKind] = useState<'user' | 'role'>('user');
  const [user, setUser] = useState<SsoLimitUser | null>(null);
  const [roleId, setRoleId] = useState<number | ''>('');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const search = useLimitUserSearch(input);
  const rows = data?.list.map((limit) => ({
    id: limit.id,
    allowed: limit.allowed,
    label: limit.user ? limit.user.name : text.users.roleRow(limit.role?.name ?? ''),
  }));
  const submit = (allowed: boolean) => {
    if (kind === 'user' && !user) return setError(text.users.pickUser);
    if (kind === 'role' && roleId === '') return setError(text.users.pickRole);
    setError(undefined);
    const body =
      kind === 'user'
        ? { clientId, userId: user?.id ?? null, roleId: null, allowed }
        : { clientId, userId: null, roleId: roleId === '' ? null : roleId, allowed };
    add.mutate({ body }, { onSuccess: () => (setUser(null), setRoleId('')) });
  };
  return (
    <LimitPart title={text.users.title} rows={rows} remove={remove} onAdd={submit} adding={add.isPending}>
      <TextField
        select
        size="small"
        label={text.users.kind}
        value={kind}
        onChange={(event) => (setKind(event.target.value as 'user' | 'role'), setError(undefined))}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 110 }}
      >
        <option value="user">{text.users.user}</option>
        <option value="role">{text.users.role}</option>
      </TextField>
      {kind === 'user' ? (
        <Autocomplete
          size="small"
          value={user}
          options={search.data ?? []}
          loading={search.isFetching}
          loadingText={text.users.searching}
          noOptionsText={text.users.noUser}
          filterOptions={(options) => options}
          getOptionLabel={(option) => `${option.name} (${option.username})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, picked) => (setUser(picked), setError(undefined))}
          onInputChange={(_event, typed, reason) => setInput(reason === 'input' ? typed : '')}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
          renderInput={(params) => (
            <TextField {...params} label={text.users.userSearch} error={!!error} helperText={error} />
          )}
        />
      ) : (
        <TextField
          select
          size="small"
          label={text.users.roleLabel}
          value={roleId === '' ? '' : String(roleId)}
          onChange={(event) => (
            setRoleId(event.target.value === '' ? '' : Number(event.target.value)),
            setError(undefined)
          )}
          slotProps={{ select: { native: true } }}
          error={!!error}
          helperText={error}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
        >
          <option value="" />
          {(roles.data?.list ?? []).map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </TextField>
      )}
    </LimitPart>
  );
}

function UnitLimits({ clientId, UnitSearch }: SystemLimitsProps) {
  const { data } = useUnitLimits(clientId);
  const remove = useRemoveLimit(clientId, 'unit');
  const add = useAddUnitLimit(clientId);
  const [unit, setUnit] = useState<UnitChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const rows = data?.list.map((limit) => ({ id: limit.id, allowed: limit.allowed, label: limit.unit.name }));
  const submit = (allowed: boolean) => {
    if (!unit) return setError(text.units.pickUnit);
    setError(undefined);
    add.mutate({ body: { clientId, unitId: unit.id, allowed } }, { onSuccess: () => setUnit(null) });
  };
  return (
    <LimitPart
      title={text.units.title}
      hint={text.units.hint}
      rows={rows}
      remove={remove}
      onAdd={submit}
      adding={add.isPending}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'grid' }}>
        <UnitSearch
          label={commonMessages.unit}
          value={unit}
          onChange={(picked) => (setUnit(picked), setError(undefined))}
        />
        {error && (
          <Box role="alert" sx={{ color: 'error.main', fontSize: '0.75rem', mx: 1.75, mt: 0.5 }}>
            {error}
          </Box>
        )}
      </Box>
    </LimitPart>
  );
}

function IpLimits({ clientId }: { clientId: number }) {
  const { data } = useIpLimits(clientId);
  const remove = useRemoveLimit(clientId, 'ip');
  const add = useAddIpLimit(clientId);
  const [range, setRange] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rows = data?.list.map((limit) => ({
    id: limit.id,
    allowed: limit.allowed,
    label: limit.range,
    ltr: true,
  }));
  const submit = (allowed: boolean) => {
    const typed = range.trim();
    if (!isIpRange(typed)) return setError(text.ips.invalid);
    setError(undefined);
    add.mutate({ body: { clientId, range: typed, allowed } }, { onSuccess: () => setRange('') });
  };
  return (
    <LimitPart title={text.ips.title} rows={rows} remove={remove} onAdd={submit} adding={add.isPending}>
      <TextField
        size="small"
        label={text.ips.range}
        value={range}
        onChange={(event) => (setRange(event.target.value), setError(undefined))}
        error={!!error}
        helperText={error ?? text.ips.hint}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, inputMode: 'url' } }}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      />
    </LimitPart>
  );
}
