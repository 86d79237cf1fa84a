// Starting a request (issue 16 item 1): the services an applicant may browse, a service's information pack,
// drafts, and the submission — prerequisites counted with the service row locked, the signature, the
// recursive form check and the answers' database checks, then the request, its first step, its events and
// jobs, all in one transaction.
import {
  formatJalaliDate,
  REQUEST_MESSAGES as m,
  type ApplicantServiceItem,
  type Principal,
  type RequestReceipt,
  type ServicePack,
} from '@darvazeh/shared';
import type { z } from 'zod';
import type { submitRequestBody } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { serviceMessages } from '../../messages/index.js';
import { dueDay } from '../calendar/working-days.service.js';
import { checkRecordAnswers, collectionForm } from '../collections/records.service.js';
import {
  serviceNameOf,
  startableServices,
  startableVersionOf,
} from '../services/service-versions.service.js';
import { notify, takeStep } from './engine/apply-step.js';
import { startKey } from './engine/advance.js';
import { requestNames, serviceVariables } from './engine/names.js';
import {
  requestVersion,
  requestVersionOfHash,
  visibleSteps,
  type RequestVersion,
} from './request-version.js';
import { attachRequestFiles, dropDraftFiles } from './request-files.js';
import {
  countRequests,
  deleteDraft,
  draftOf,
  hasCompleted,
  hasSignature,
  insertRequest,
  type RequestRow,
} from './requests.repository.js';

/** `GET userrequest/services`: enabled, published services as applicants see them. */
export async function applicantServices(db: Db): Promise<ApplicantServiceItem[]> {
  const rows = await startableServices(db);
  const out: ApplicantServiceItem[] = [];
  for (const row of rows) {
    const version = await requestVersion(db, row.id, row.version);
    if (!version) continue;
    const s = version.snapshot.service;
    out.push({
      id: row.id,
      serviceFname: version.serviceFname,
      serviceIcon: version.serviceIcon,
      categories: Array.isArray(s.categories) ? (s.categories as number[]) : [],
      tags: Array.isArray(s.tags) ? (s.tags as string[]) : [],
      description: version.description,
      durationDays: version.desk.durationDays,
    });
  }
  return out;
}

export type { RequestVersion } from './request-version.js';

/** One published version of a service as requests run it (its form, process, options), or undefined. */
export async function publishedRequestVersion(
  db: Db,
  serviceId: number,
  version: number,
): Promise<RequestVersion | undefined> {
  return requestVersion(db, serviceId, version);
}

/** The published version applicants start a live, enabled service on; 404 otherwise. */
export async function startableVersion(db: Db, serviceId: number, lock = false): Promise<RequestVersion> {
  const service = await startableVersionOf(db, serviceId, lock);
  if (!service) throw new AppError('not_found', serviceMessages.serviceNotFound);
  const version = await requestVersionOfHash(db, serviceId, service.version, service.hash);
  if (!version) throw new AppError('not_found', serviceMessages.serviceNotFound);
  return version;
}

/**
 * Why `applicantId` may not start the service now (Persian), or null: the time window, the counts per user
 * and for all (cancelled requests do not count), a prerequisite service completed.
 */
export async function unavailableReason(
  db: Db,
  version: RequestVersion,
  applicantId: number,
  now = new Date(),
): Promise<string | null> {
  const { time, count: limits, service } = version.prerequisites;
  if (time.from && now < new Date(time.from)) return m.notOpenYet(formatJalaliDate(new Date(time.from)));
  if (time.to && now > new Date(time.to)) return m.closed;
  const id = version.serviceId;
  if (limits.openPerUser && (await countRequests(db, id, applicantId, true)) >= limits.openPerUser)
    return m.openPerUser(limits.openPerUser);
  if (limits.possiblePerUser && (await countRequests(db, id, applicantId, false)) >= limits.possiblePerUser)
    return m.possiblePerUser(limits.possiblePerUser);
  if (limits.openForAll && (await countRequests(db, id, null, true)) >= limits.openForAll)
    return m.openForAll(limits.openForAll);
  if (limits.possibleForAll && (await countRequests(db, id, null, false)) >= limits.possibleForAll)
    return m.possibleForAll(limits.possibleForAll);
  if (service !== null) {
    if (!(await hasCompleted(db, service, applicantId)))
      return m.prerequisiteService(await serviceNameOf(db, service));
  }
  return null;
}

/** `GET userrequest/service/{id}`: the pack, the form, availability and the caller's draft. */
export async function servicePackFor(db: Db, user: Principal, serviceId: number): Promise<ServicePack> {
  const version = await startableVersion(db, serviceId);
  const reason = await unavailableReason(db, version, user.id);
  const draft = version.tempSave ? await draftOf(db, user.id, serviceId) : undefined;
  return {
    id: serviceId,
    version: version.version,
    serviceFname: version.serviceFname,
    serviceIcon: version.serviceIcon,
    description: version.description,
    helpFileLink: version.helpFileLink,
    desk: version.desk,
    signatureRequired: version.signatureRequired,
    tempSave: version.tempSave,
    performService: version.performService,
    steps: visibleSteps(version),
    form: version.form,
    answers: version.defaultAnswers,
    availability: { ok: reason === null, reason },
    draft: draft
      ? {
          id: draft.id,
          answers: draft.answers,
          updatedAt: (draft.updatedAt ?? draft.createdAt).toISOString(),
        }
      : null,
  };
}

/** The checked answers of the applicant's form (the shared recursive check, then the database checks). */
export async function checkedAnswers(
  db: Db,
  user: Principal,
  version: RequestVersion,
  raw: Record<string, unknown>,
) {
  return checkRecordAnswers(db, user, collectionForm({ id: 0, formInfo: version.form }), raw);
}

type Actor = { user: Principal; requestId: string };

/** `POST userrequest`: one transaction from the service lock to the first step's tasks and jobs. */
export async function submitRequest(
  db: Db,
  actor: Actor,
  body: z.output<typeof submitRequestBody>,
): Promise<RequestReceipt> {
  return (await submitAndKeep(db, actor, body)).receipt;
}

/**
 * submitRequest, answering also the request row and its tokens as the submission wrote them (a web
 * service call drives its function steps from them without reading them again). `drafts: false` for an
 * applicant that cannot keep drafts (a connected system's locked account never signs in): its
 * submission reads none.
 */
export async function submitAndKeep(
  db: Db,
  actor: Actor,
  body: z.output<typeof submitRequestBody>,
  { drafts = true }: { drafts?: boolean } = {},
): Promise<{ receipt: RequestReceipt; request: RequestRow; tokens: readonly string[] }> {
  const { user } = actor;
  // Checks that need no lock run first, so a bad form does not hold the service's submissions up.
  const unlocked = await startableVersion(db, body.serviceId);
  if (unlocked.signatureRequired) {
    if (!(await hasSignature(db, user.id))) throw new AppError('bad_request', m.noSignature);
    if (!body.sign) throw new AppError('bad_request', m.signRequired);
  }
  const record = await checkedAnswers(db, user, unlocked, body.answers);
  // Only a service that limits how many requests there may be needs them counted exactly: its submissions
  // are serialised by the service row's lock (ADR 0008). Any other service takes submissions in parallel
  // (web service calls in bursts); a version published meanwhile is still refused below.
  const counted = Object.values(unlocked.prerequisites.count).some((limit) => limit !== null);
  return db.transaction(async (tx) => {
    const version = await startableVersion(tx, body.serviceId, counted);
    if (version.version !== unlocked.version) throw new AppError('bad_request', m.changedMeanwhile);
    const reason = await unavailableReason(tx, version, user.id);
    if (reason) throw new AppError('bad_request', reason);
    const now = new Date();
    const expectedOn = version.desk.durationDays
      ? (await dueDay(tx, now, version.desk.durationDays)).value
      : null;
    const variables = serviceVariables(
      version.variables,
      requestNames(version.form.formFields, record.data, {}),
    );
    const request = await insertRequest(tx, {
      serviceId: version.serviceId,
      serviceVersion: version.version,
      applicantId: user.id,
      status: version.registeredStatus,
      answers: record.data,
      variables,
      expectedOn,
      signedAt: version.signatureRequired ? now : null,
    });
    // The draft's files move to the request; those the applicant removed meanwhile go with the draft.
    const draft = drafts ? await draftOf(tx, user.id, version.serviceId) : undefined;
    await attachRequestFiles(tx, user, request.id, record.refs.fileIds, draft?.id);
    if (draft) {
      await dropDraftFiles(tx, draft.id);
      await deleteDraft(tx, user.id, version.serviceId);
    }
    // At registration: the service's templates for its registered status.
    await notify(tx, version, request, [version.registeredStatus]);
    const { request: after, tokens } = (await takeStep(tx, {
      version,
      request,
      actor: { userId: user.id },
      tokens: [],
      arrivals: [startKey(version.graph)],
      passApplicantForms: true,
      fresh: true,
      events: [
        {
          requestId: request.id,
          actorId: user.id,
          kind: 'submitted',
          toStatus: version.registeredStatus,
          visibleToApplicant: true,
        },
      ],
    }))!;
    const receipt = {
      id: after.id,
      trackingCode: after.trackingCode,
      serviceFname: version.serviceFname,
      status: after.status,
      createdAt: after.createdAt.toISOString(),
      expectedOn: after.expectedOn,
    };
    return { receipt, request: after, tokens };
  });
}
