import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../test/profile-fixture';
import { renderWithRouter } from '../test/render-with-router';
import { parseSamlForm, SamlAutoSubmit } from './saml-auto-submit';

const samlHtml = `<html><body onload="document.forms[0].submit()">
  <form method="post" action="https://sp.example/acs">
    <input type="hidden" name="SAMLResponse" value="PHNhbWw+" />
    <input type="hidden" name="RelayState" value="/home" />
    <script>alert(1)</script>
    <noscript><input type="submit" value="Continue" /></noscript>
  </form></body></html>`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SAML form', () => {
  it('keeps only the target and the named fields of the HTML', () => {
    expect(parseSamlForm(samlHtml)).toEqual({
      action: 'https://sp.example/acs',
      method: 'post',
      fields: [
        { name: 'SAMLResponse', value: 'PHNhbWw+' },
        { name: 'RelayState', value: '/home' },
      ],
    });
    expect(parseSamlForm('<form action="javascript:alert(1)"></form>')).toBeNull();
    expect(parseSamlForm('<p>no form</p>')).toBeNull();
  });

  it('posts the form 2 seconds after the profile carries it', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderWithRouter(<SamlAutoSubmit />, '/', { profile: buildProfile({ saml2ResponseForm: samlHtml }) });
    const form = document.querySelector('form');
    expect(form?.getAttribute('action')).toBe('https://sp.example/acs');
    expect(document.querySelector('script')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(submit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(submit).toHaveBeenCalledOnce();
  });
});
