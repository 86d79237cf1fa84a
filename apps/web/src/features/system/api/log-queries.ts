// The one log screen (Admins) through the declared `logsApi` endpoints; its retention through the
// general setting logRetention.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  generalSettingApi,
  logsApi,
  type LogExportRequest,
  type LogKind,
  type LogListRequest,
} from '@darvazeh/shared';
import { call, callForFile } from '../../../lib/api-client';
import { useAllOf, useSaveResource } from '../../../lib/resource-hooks';
import { downloadFailure, saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast-store';
import { logKeys } from '../types';

/** A page of the logs matching `body`; the previous page stays on screen while the next loads. */
export function useLogList(body: LogListRequest) {
  return useQuery({
    queryKey: [...logKeys.all, 'list', body],
    queryFn: async () => (await call(logsApi.filter, { body })).data,
    placeholderData: keepPreviousData,
  });
}

/** One row's details (nothing is asked while `row` is null). */
export function useLogDetail(row: { kind: LogKind; id: number } | null) {
  return useQuery({
    queryKey: [...logKeys.all, 'detail', row],
    queryFn: async () => (await call(logsApi.detail, { params: row! })).data,
    enabled: row !== null,
  });
}

/** Users whose name or username holds `q`, for the user filter (nothing asked for under 2 letters). */
export function useLogUsers(q: string) {
  return useQuery({
    queryKey: [...logKeys.all, 'users', q],
    queryFn: async () => (await call(logsApi.users, { query: { q } })).data,
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Downloads the rows matching `body` as an .xlsx; a failure is toasted. */
export async function exportLogs(body: LogExportRequest): Promise<void> {
  try {
    const file = await callForFile(logsApi.export, { body }, { silent: true, lock: true });
    saveFile(file, `logs-${body.from}-${body.to}.xlsx`);
  } catch (error) {
    showToast({ color: 'error', text: downloadFailure(error) });
  }
}

/** The general settings' rows (Admins), to find logRetention's. */
export function useRetentionRow() {
  return useAllOf(generalSettingApi.all, logKeys.retention);
}

/** Saves logRetention (creating it the first time). */
export function useSaveRetention() {
  return useSaveResource(generalSettingApi, [logKeys.retention]);
}
