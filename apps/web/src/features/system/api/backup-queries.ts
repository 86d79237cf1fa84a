// The backups page through the declared `backupApi` endpoints (Admins). A backup or a restore runs in the
// server's job queue: while one is under way the live hub says when it moved on (app/live-hub.tsx), and
// while the hub is away the page asks again every two seconds for its progress.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupApi, type BackupItem, type BackupSettings } from '@darvazeh/shared';
import { call, urlFor } from '../../../lib/api-client';
import { useHubConnected } from '../../../lib/hub/hub-status';
import { pageFilterBody } from '../../../lib/resource-hooks';

/** Query-key root of the backups page (`all`: everything it shows). */
export const backupKeys = {
  all: ['backups'] as const,
  list: ['backups', 'list'] as const,
  restore: ['backups', 'restore'] as const,
  settings: ['backups', 'settings'] as const,
};

/** Rows per page of the backups list. */
export const BACKUPS_PAGE_SIZE = 10;
const POLL_MS = 2000;

const busy = (item: BackupItem) => item.state === 'queued' || item.state === 'running';

/** A page of backups, newest first, asked again while one of them is being made. */
export function useBackups(page: number) {
  const live = useHubConnected();
  return useQuery({
    queryKey: [...backupKeys.list, page],
    queryFn: async () =>
      (
        await call(
          backupApi.filter,
          { body: pageFilterBody({ page, count: BACKUPS_PAGE_SIZE }) },
          { quiet: true },
        )
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (!live && query.state.data?.list.some(busy) ? POLL_MS : false),
  });
}

/** Starts a backup now; the list then follows its progress. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(backupApi.create, {}, { lock: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.list }),
  });
}

/** Deletes a finished backup and its archive. */
export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await call(backupApi.remove, { params: { id } }, { lock: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.list }),
  });
}

/** The restore under way or the last one, asked again while it runs. */
export function useRestoreStatus() {
  const live = useHubConnected();
  return useQuery({
    queryKey: backupKeys.restore,
    queryFn: async () => (await call(backupApi.restoreStatus, {}, { quiet: true })).data,
    refetchInterval: (query) => (!live && query.state.data?.state === 'running' ? POLL_MS : false),
  });
}

/** Starts restoring a verified backup; the page then follows the restore. */
export function useStartRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await call(backupApi.restore, { params: { id } }, { lock: true })).data,
    onSuccess: (status) => queryClient.setQueryData(backupKeys.restore, status),
  });
}

/** The backup schedule (the defaults until an Admin saves one). */
export function useBackupSettings() {
  return useQuery({
    queryKey: backupKeys.settings,
    queryFn: async () => (await call(backupApi.settings, {}, { quiet: true })).data,
  });
}

/** Saves the backup schedule. */
export function useSaveBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BackupSettings) =>
      (await call(backupApi.saveSettings, { body }, { lock: true })).data,
    onSuccess: (saved) => queryClient.setQueryData(backupKeys.settings, saved),
  });
}

/** The address that streams a verified backup's archive (the browser saves it; the server logs it). */
export const backupDownloadUrl = (id: number) => urlFor(backupApi.download, { params: { id } });
