// A SAML2 system's SP registration, for the system's managers (ARCHITECTURE "Single sign-on: SAML2", SP
// settings): its metadata, given or fetched, the NameID and attributes released to it, and where it is
// told of a single logout (the metadata's SingleLogoutService, or an address set by hand).
import type {
  Principal,
  SamlAttribute,
  SamlNameIdFormat,
  SamlSloBinding,
  SamlSpSettings,
  SaveSamlSpBody,
} from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { guardedFetch } from '../../../plugins/guarded-http/guarded-fetch.js';
import type { OutboundPolicy } from '../../../plugins/guarded-http/outbound-policy.js';
import { commonMessages, samlMessages } from '../../../messages/index.js';
import { samlUrls } from './saml-idp.js';
import { isUsableAcsUrl, MetadataRefused, readSpMetadata } from './saml-metadata.js';
import { entityIdTaken, managesSamlSystem, saveSp, spOf, type SamlSpRow } from './saml.repository.js';

async function requireManaged(db: Db, user: Principal, clientId: number): Promise<void> {
  const answer = await managesSamlSystem(db, user, clientId);
  if (answer === 'missing') throw new AppError('not_found', commonMessages.notFound);
  if (answer === 'no') throw new AppError('forbidden', commonMessages.forbidden);
}

function settingsOf(sp: SamlSpRow | null, clientId: number, origin: string): SamlSpSettings {
  const urls = samlUrls(origin);
  return {
    idpMetadataUrl: urls.metadata,
    idpInitiatedUrl: urls.init(clientId),
    idpSloUrl: urls.slo,
    sp: sp && {
      entityId: sp.entityId,
      acsUrls: sp.acsUrls.map((acs) => acs.url),
      metadataUrl: sp.metadataUrl,
      metadataXml: sp.metadataXml,
      signsRequests: sp.signingCert !== null,
      nameIdFormat: sp.nameIdFormat as SamlNameIdFormat,
      attributes: sp.attributes as SamlAttribute[],
      singleLogout:
        sp.sloUrl === null
          ? null
          : { url: sp.sloUrl, binding: sp.sloBinding as SamlSloBinding, byHand: sp.sloByHand },
      updatedAt: sp.updatedAt.toISOString(),
    },
  };
}

/** `GET ssomanagement/{id}/saml`. */
export async function samlSettingsFor(db: Db, user: Principal, clientId: number, origin: string) {
  await requireManaged(db, user, clientId);
  return settingsOf(await spOf(db, clientId), clientId, origin);
}

/** The metadata document at `url`, fetched through the guarded client (no redirects, 256 KiB, 10 s). */
async function fetchMetadata(url: string, policy: OutboundPolicy | undefined): Promise<string> {
  try {
    const answer = await guardedFetch(
      {
        url,
        method: 'GET',
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
        maxBytes: 256 * 1024,
      },
      policy,
    );
    if (answer.status !== 200) throw new AppError('bad_request', samlMessages.metadataFetchFailed);
    return answer.body.toString('utf8');
  } catch (err) {
    if (err instanceof AppError) throw new AppError('bad_request', samlMessages.metadataFetchFailed);
    throw err;
  }
}

/** `PUT ssomanagement/{id}/saml`: registers the SP's metadata (given or fetched) and the release choices. */
export async function saveSamlSettings(
  db: Db,
  user: Principal,
  clientId: number,
  body: SaveSamlSpBody,
  origin: string,
  policy?: OutboundPolicy,
): Promise<SamlSpSettings> {
  await requireManaged(db, user, clientId);
  if ((body.metadataXml === null) === (body.metadataUrl === null))
    throw new AppError('bad_request', samlMessages.metadataMissing);
  const xml = body.metadataXml ?? (await fetchMetadata(body.metadataUrl as string, policy));
  let metadata;
  try {
    metadata = readSpMetadata(xml);
  } catch (err) {
    if (err instanceof MetadataRefused) throw new AppError('bad_request', samlMessages.metadata[err.problem]);
    throw err;
  }
  if (await entityIdTaken(db, metadata.entityId, clientId))
    throw new AppError('bad_request', samlMessages.entityIdTaken);
  // An address set by hand goes where the metadata's would (requests and responses alike).
  if (body.sloUrl !== null && !isUsableAcsUrl(body.sloUrl))
    throw new AppError('bad_request', samlMessages.sloUrlInvalid);
  const slo =
    body.sloUrl === null
      ? metadata.singleLogout
      : { url: body.sloUrl, responseUrl: null, binding: body.sloBinding };
  await saveSp(
    db,
    clientId,
    {
      entityId: metadata.entityId,
      metadataXml: xml,
      metadataUrl: body.metadataUrl,
      acsUrls: metadata.acsUrls,
      signingCert: metadata.signingCert,
      nameIdFormat: body.nameIdFormat,
      attributes: body.attributes,
      sloUrl: slo?.url ?? null,
      sloResponseUrl: slo?.responseUrl ?? null,
      sloBinding: slo?.binding ?? null,
      sloByHand: body.sloUrl !== null,
    },
    user.id,
  );
  return settingsOf(await spOf(db, clientId), clientId, origin);
}
