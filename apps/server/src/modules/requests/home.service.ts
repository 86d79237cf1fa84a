// The panel home (پیشخوان, `GET userrequest/home`): what needs the caller now, per role, their own rows
// only, a few a list with the counts of all — requests waiting for their fix, drafts and latest requests
// for everyone; the received and overdue boxes for Employees and Admins.
import {
  isAdmin,
  isEmployee,
  PANEL_HOME_LIST_SIZE as size,
  type ApplicantHome,
  type PanelHome,
  type Principal,
  type ProviderHome,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { applicantCounts, awaitingFixRows, recentRequestRows } from './home.repository.js';
import type { RequestJoin } from './inbox.repository.js';
import { listTasks, requestItemOf } from './inbox.service.js';
import { draftsOf } from './drafts.service.js';

const itemsOf = (rows: readonly RequestJoin[]) =>
  rows.map((r) => requestItemOf(r.request, r.serviceFname, r.name, r.awaitingApplicant));

async function applicantPart(db: Db, user: Principal): Promise<ApplicantHome> {
  const [counts, waiting, recent, drafts] = await Promise.all([
    applicantCounts(db, user.id),
    awaitingFixRows(db, user.id, size),
    recentRequestRows(db, user.id, size),
    draftsOf(db, user),
  ]);
  return {
    counts: { ...counts, drafts: drafts.length },
    awaitingFix: itemsOf(waiting),
    drafts: drafts.slice(0, size).map(({ answers: _answers, ...draft }) => draft),
    recent: itemsOf(recent),
  };
}

// The inbox's own boxes, first page only: the same ownership (responsibilities, substitutions) and order.
async function providerPart(db: Db, user: Principal): Promise<ProviderHome> {
  const first = { page: 1, count: size } as const;
  const [received, overdue] = await Promise.all([
    listTasks(db, user, { ...first, box: 'received' }),
    listTasks(db, user, { ...first, box: 'overdue' }),
  ]);
  return {
    counts: { received: received.total, overdue: overdue.total },
    received: received.list,
    overdue: overdue.list,
  };
}

/** `GET userrequest/home`: the caller's panel home; the provider's part only for Employees and Admins. */
export async function panelHome(db: Db, user: Principal): Promise<PanelHome> {
  const staff = isEmployee(user) || isAdmin(user);
  const [applicant, provider] = await Promise.all([
    applicantPart(db, user),
    staff ? providerPart(db, user) : null,
  ]);
  return { applicant, provider };
}
