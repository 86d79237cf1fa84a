// What the flow editor of a form's function offers by name (Admins): collections and their fields for the
// record expressions, stored queries for a read, stored functions for a call, services for the process
// expressions. Fetched when a function is first opened; the keys are those the other screens use, so
// their writes refresh these lists too.
import { useMemo } from 'react';
import type {
  FlowEditorCollection,
  FlowEditorFunction,
  FlowEditorQuery,
  FlowEditorService,
} from '../../../components/flow-editor';
import { useAllStoredQueries } from './collection-queries';
import { useAllCollections, useAllFunctions, useAllServices } from '../../../lib/shared-lists';

/** The flow editor's choices, each list empty until it has loaded. */
export interface FlowChoices {
  collections: FlowEditorCollection[];
  queries: FlowEditorQuery[];
  functions: FlowEditorFunction[];
  services: FlowEditorService[];
}

/** Loads the flow editor's choices (a form's function is edited only by Admins). */
export function useFlowChoices(): FlowChoices {
  const collections = useAllCollections().data?.list;
  const queries = useAllStoredQueries().data?.list;
  // The functions and services screens' own keys (features/functions, features/services).
  const functions = useAllFunctions().data?.list;
  const services = useAllServices().data?.list;
  // One object while the lists stay, so the editor's cards do not re-render on every keystroke.
  return useMemo(
    () => ({
      collections: (collections ?? []).map((c) => ({
        id: c.id,
        fname: c.fname,
        fields: c.formInfo.formFields.map(({ id, fname }) => ({ id, fname })),
      })),
      queries: (queries ?? []).map(({ id, fname }) => ({ id, fname })),
      functions: (functions ?? []).map(({ id, fname }) => ({ id, fname })),
      services: (services ?? []).map(({ id, serviceFname }) => ({ id, fname: serviceFname })),
    }),
    [collections, queries, functions, services],
  );
}
