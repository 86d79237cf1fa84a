// The document repository's shapes, from the shared schemas.
export type {
  CreateDocRepoBody,
  DocRepo,
  DocRepoFolder,
  DocRepoFolderBody,
  UpdateDocRepoBody,
} from '@darvazeh/shared';

/** A unit as the folder dialog offers it. */
export interface UnitChoice {
  id: number;
  name: string;
}

/** Which units a user may give a folder: every unit (Admins), or the units they serve in. */
export type UnitChoices = 'all' | readonly UnitChoice[];

/** One page of a filtered list. */
export type { PagedList } from '@darvazeh/shared';

/** Query keys of this feature; everything under `all` reloads after a change. */
export const docRepoKeys = {
  all: ['doc-repo'] as const,
  folders: ['doc-repo', 'folders'] as const,
  documents: (params: object) => ['doc-repo', 'documents', params] as const,
  units: ['doc-repo', 'units'] as const,
};
