import { describe, expect, it } from 'vitest';
import { redacted, redactText } from './redact.js';
import { commonMessages } from '../messages/index.js';

const R = commonMessages.redacted;

describe('redactText', () => {
  it.each([
    ['Failed query: select 1\nparams: hunter2,7', `Failed query: select 1\nparams: ${R}`],
    ['login failed password=hunter2 for ali', `login failed password=${R} for ali`],
    ['{"newPassword": "s3cret", "city": "Tabriz"}', `{"newPassword": ${R}, "city": "Tabriz"}`],
    ['Authorization: Bearer abc.def-ghi', `Authorization: ${R}`],
    ['sent Bearer abc.def to the provider', `sent Bearer ${R} to the provider`],
    [
      'connect smtp://mailer:pa55@mail.example.ac.ir:25 refused',
      `connect smtp://${R}@mail.example.ac.ir:25 refused`,
    ],
    ['api_key: k-123; x=1', `api_key: ${R}; x=1`],
    ['nothing secret here', 'nothing secret here'],
  ])('hides the secret in %j', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe('redacted', () => {
  it('hides secret-looking keys at any depth and passes strings through the given scrubber', () => {
    const value = { a: { clientSecret: 'x', list: [{ token: 't', note: 'password=p' }] } };
    expect(redacted(value, { text: redactText })).toEqual({
      a: { clientSecret: R, list: [{ token: R, note: `password=${R}` }] },
    });
  });

  it('cuts what is longer than the limit', () => {
    expect(redacted({ text: 'x'.repeat(100) }, { maxChars: 20 })).toEqual({
      truncated: '{"text":"xxxxxxxxxxx',
    });
  });
});
