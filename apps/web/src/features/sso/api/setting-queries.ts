// The single sign-on settings (the general setting ssoSetting) through the general settings' endpoints.
import { generalSettingApi } from '@darvazeh/shared';
import { useAllOf, useSaveResource } from '../../../lib/resource-hooks';
import { ssoKeys } from '../types';

/** The general settings' rows (Admins), to find ssoSetting's. */
export function useSettingRows() {
  return useAllOf(generalSettingApi.all, ssoKeys.setting);
}

/** Saves ssoSetting (creating it the first time). */
export function useSaveSsoSetting() {
  return useSaveResource(generalSettingApi, [ssoKeys.setting]);
}
