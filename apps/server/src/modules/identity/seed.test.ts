import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, validatePassword } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import { isCommonPassword } from './common-passwords.js';
import { generatePassword } from './password.service.js';
import { seedFirstStart } from './seed.js';

const t = testApp();

describe('generated passwords', () => {
  it('always pass the password policy and are never common', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = generatePassword();
      expect(validatePassword(password, DEFAULT_PASSWORD_POLICY), password).toBe(true);
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('gives the first-start admin one that signs in', async () => {
    const seed = await seedFirstStart(t.database.db, undefined);
    const password = seed.generatedAdminPassword ?? '';
    expect(validatePassword(password, DEFAULT_PASSWORD_POLICY)).toBe(true);
    const login = await t.anon.post('/api/v1/account/login', { username: 'admin', password });
    expect(login.statusCode, login.body).toBe(200);
  });
});
