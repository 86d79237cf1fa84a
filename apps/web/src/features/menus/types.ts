export type { MenuBody, MenuItem, MenuRecord } from '@darvazeh/shared';

/** Query keys: the public menu (navbar) and the Admin's list; both reload after a change. */
export const menuKeys = {
  public: ['menues'] as const,
  admin: ['menus', 'admin'] as const,
};

/** A content page a menu item may open, as the editor offers it. */
export interface PageOption {
  id: number;
  title: string;
}
