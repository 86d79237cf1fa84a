// The functions' shapes, from the shared schemas, and this feature's query keys.
export type {
  FlowExpression,
  FormField,
  FunctionBody,
  FunctionEffect,
  FunctionHelp,
  FunctionItem,
  FunctionLog,
  FunctionRunResult,
  UnitWebserviceAccess,
  ExternalServiceBody,
  ExternalServiceItem,
} from '@darvazeh/shared';

/** A unit picked in a search field: its id and name. */
export interface IdName {
  id: number;
  name: string;
}

/** Query keys of this feature; everything under `all` reloads after a function changes. */
export const functionKeys = {
  all: ['function'] as const,
  item: (id: number) => ['function', 'item', id] as const,
  everyFunction: ['function', 'every'] as const,
  help: (ename: string) => ['function', 'help', ename] as const,
  logs: ['functionlog'] as const,
  accesses: ['unitwebserviceaccess'] as const,
  externalServices: ['externalservice'] as const,
  unit: (id: number) => ['function', 'unit', id] as const,
  user: (id: number) => ['function', 'user', id] as const,
};
