// What an action on a request or task answers: the row as the caller's list shows it, read again after the
// action (its names and the caller's rights may have changed with it).
import type { Principal, RequestItem, TaskItem } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { readRequest, readTask, requestItemOf } from './inbox.service.js';
import type { RequestRow, TaskRow } from './requests.repository.js';

/** A request row as lists answer it, for an action's answer (names are the list's business). */
export async function itemOf(db: Db, row: RequestRow, user: Principal): Promise<RequestItem> {
  const detail = await readRequest(db, user, row.id).catch(() => null);
  if (detail) {
    const {
      answers: _a,
      form: _f,
      events: _e,
      tasks: _t,
      survey: _s,
      surveyDue: _d,
      canCancel: _c,
      ...item
    } = detail;
    return item;
  }
  // The actor no longer sees the request (referred away): answer what they sent, without names.
  return requestItemOf(row, '', '', false);
}

/** A task row as the inbox answers it, for an action's answer. */
export async function taskItemOf(db: Db, row: TaskRow, user: Principal): Promise<TaskItem> {
  return (await readTask(db, user, row.id)).task;
}
