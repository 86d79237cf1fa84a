// The shapes of the route table (SPEC §3 route meta), apart from the table so that the route lists
// in several files can share them without importing one another.
import type { ComponentType } from 'react';
import type { RoleRule } from '@darvazeh/shared';
import type { RouteId } from '../lib/paths';
import type { PanelIconName } from './layouts/panel-icons';

/** The five page frames of SPEC §2. */
export type LayoutName = 'index' | 'panel' | 'auth' | 'content' | 'loading';

/** Route meta (SPEC §3): who may open it, its frame, and how menus and breadcrumbs show it. */
export interface RouteMeta {
  /** Roles of a signed-in user that may open the route; '*' is any signed-in user (SPEC §6). */
  roles: readonly RoleRule[];
  layout: LayoutName;
  /** Persian name for breadcrumbs and the side menu; without it the route stays out of both. */
  name?: string;
  /** The name while creating: the route's optional `id` is absent (a new item, not an edit). */
  newName?: string;
  /** Side-menu icon (a name from layouts/panel-icons); without it the route stays out of the side menu. */
  icon?: PanelIconName;
  /** Shown in the applicant menu mode. */
  applicant?: boolean;
  /** Shown in the provider menu mode. */
  provider?: boolean;
  /** Key of the counter shown as the menu item's badge (e.g. 'recieved'). */
  badge?: string;
  /** Where the panel's back button leads when the visit has no earlier page (else the nearest route above). */
  parent?: string;
  /**
   * An auth page signed-in users open too: single sign-on's refusal, consent and continue pages (they
   * leave the other auth pages for the main page).
   */
  keepSignedIn?: boolean;
}

/** The name a route shows for `params`: its `newName` without an id, else its name. */
export function routeName(
  meta: RouteMeta,
  params: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return params.id === undefined && meta.newName ? meta.newName : meta.name;
}

/** A lazily loaded route module: its default export is the page. */
export type RouteModule = Promise<{ default: ComponentType }>;

/** One entry of the route table. */
export interface AppRoute {
  /** Unique name, like a named route: two entries may share a path; its path is `routePaths[id]`. */
  id: RouteId;
  path: string;
  meta: RouteMeta;
  load: () => RouteModule;
  children?: readonly AppRoute[];
}
