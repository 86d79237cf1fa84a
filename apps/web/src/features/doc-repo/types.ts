// The document repository's shapes, from the shared schemas.
export type {
  CreateDocRepoBody,
  DocRepo,
  DocRepoFolder,
  DocRepoFolderBody,
  UpdateDocRepoBody,
} from '@darvazeh/shared';

/** Which units a user may give a folder: every unit (Admins), or the units they serve in. */
export type { UnitChoice, UnitChoices } from '../../lib/unit-choices';

/** Query keys of this feature; everything under `all` reloads after a change. */
export const docRepoKeys = {
  all: ['doc-repo'] as const,
  folders: ['doc-repo', 'folders'] as const,
  documents: ['doc-repo', 'documents'] as const,
};
