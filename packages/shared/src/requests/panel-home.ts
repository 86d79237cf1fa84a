// The panel's start page (پیشخوان, SPEC §2 '/panel'): what needs the caller now, per role, in one answer
// (`GET userrequest/home`). Every list holds the caller's own rows only, a few at a time; the counts say
// how many there are in all. The SPEC's counter (`userrequest/counter`, Employees and Admins) is unchanged.
import { z } from 'zod';
import { requestItem, taskItem, tempAnswerItem } from './request.js';

/** How many rows each list of the panel home holds at most (the inboxes hold the rest). */
export const PANEL_HOME_LIST_SIZE = 5;

const count = z.number().int().nonnegative();

/** A draft as the panel home lists it: which service, when saved (its answers stay on its form). */
export const panelHomeDraft = tempAnswerItem.omit({ answers: true });
export type PanelHomeDraft = z.infer<typeof panelHomeDraft>;

/** The applicant's part: requests waiting for their fix, their drafts, their latest requests. */
export const applicantHome = z.object({
  counts: z.object({
    /** Requests returned to the caller that wait for their fix. */
    awaitingFix: count,
    /** The caller's requests still running. */
    running: count,
    /** The caller's drafts. */
    drafts: count,
  }),
  awaitingFix: z.array(requestItem),
  drafts: z.array(panelHomeDraft),
  /** The caller's requests whose status changed last, newest first. */
  recent: z.array(requestItem),
});
export type ApplicantHome = z.infer<typeof applicantHome>;

/** The provider's part (Employees and Admins): tasks received, and those past their due day. */
export const providerHome = z.object({
  counts: z.object({ received: count, overdue: count }),
  received: z.array(taskItem),
  overdue: z.array(taskItem),
});
export type ProviderHome = z.infer<typeof providerHome>;

/** `GET userrequest/home`: the applicant's part for everyone, the provider's for Employees and Admins. */
export const panelHome = z.object({ applicant: applicantHome, provider: providerHome.nullable() });
export type PanelHome = z.infer<typeof panelHome>;
