import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samlSpApi, type SamlSpSettings } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { SamlSettings } from './saml-settings';
import { renderWithQueries } from '../../../test/render-with-queries';

const METADATA = '<EntityDescriptor entityID="https://sp.example.ac.ir/saml">…</EntityDescriptor>';
const registered: SamlSpSettings = {
  idpMetadataUrl: 'https://portal.example.ac.ir/saml/metadata',
  idpInitiatedUrl: 'https://portal.example.ac.ir/saml/init/5',
  idpSloUrl: 'https://portal.example.ac.ir/saml/slo',
  sp: {
    entityId: 'https://sp.example.ac.ir/saml',
    acsUrls: ['https://sp.example.ac.ir/saml/acs'],
    metadataUrl: null,
    metadataXml: METADATA,
    signsRequests: true,
    nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    attributes: ['nationalId'],
    singleLogout: { url: 'https://sp.example.ac.ir/saml/slo', binding: 'redirect', byHand: true },
    updatedAt: '2026-11-25T10:00:00.000Z',
  },
};
let answer: SamlSpSettings = { ...registered, sp: null };

const server = serveDuringTests((request, response) => {
  if (request.url !== urlFor(samlSpApi.get, { params: { id: 5 } }))
    return sendJson(response, 404, { success: false, message: 'not found', data: null });
  if (request.method === 'PUT') answer = registered;
  return sendJson(response, 200, { success: true, message: null, data: answer });
});

const renderSection = () => renderWithQueries(<SamlSettings systemId={5} />);

describe('the SAML2 section of a system', () => {
  it('shows the IdP metadata address, registers metadata by URL and shows what was read, the XML only on request', async () => {
    renderSection();
    expect(await screen.findByDisplayValue(registered.idpMetadataUrl)).toBeTruthy();
    expect(screen.getByText('هنوز فراداده‌ای برای این سامانه ثبت نشده است.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('نشانی فراداده'));
    fireEvent.change(screen.getByLabelText('نشانی فرادادهٔ سامانه'), {
      target: { value: 'https://sp.example.ac.ir/saml/metadata' },
    });
    expect(screen.getByDisplayValue(registered.idpSloUrl)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('نشانی خروج یکپارچهٔ سامانه'), {
      target: { value: ' https://sp.example.ac.ir/saml/slo ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت فراداده' }));

    expect(await screen.findByText('https://sp.example.ac.ir/saml/acs')).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      metadataXml: null,
      metadataUrl: 'https://sp.example.ac.ir/saml/metadata',
      attributes: ['nationalId', 'name'],
      sloUrl: 'https://sp.example.ac.ir/saml/slo',
      sloBinding: 'redirect',
    });
    // What was registered, in words: the address, how it is sent and where it came from.
    expect(screen.getByText(/هدایت مرورگر با نشانی \(HTTP-Redirect\)، واردشده در این صفحه/)).toBeTruthy();
    expect(screen.queryByText(METADATA)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'نمایش فرادادهٔ ثبت‌شده' }));
    await waitFor(() => expect(screen.getByText(METADATA)).toBeTruthy());
    // MUI's first render of a form this size is slow on a loaded machine.
  });
});
