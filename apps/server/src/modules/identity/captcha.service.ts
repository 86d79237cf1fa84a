import { createHash, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { toLatinDigits, type CaptchaResponse } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './captcha.repository.js';

const CAPTCHA_TTL_MS = 2 * 60 * 1000;
// No look-alikes (0/O, 1/I/l); answers are compared case-insensitively.
const CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function answerHash(answer: string): string {
  return createHash('sha256').update(toLatinDigits(answer).trim().toLowerCase()).digest('hex');
}

/** Makes a new captcha (an SVG of glyph outlines, not text a bot could read) valid for 2 minutes. */
export async function createCaptcha(db: Db, enabled: boolean): Promise<CaptchaResponse> {
  if (!enabled) return { captchaId: '', image: '', enabled: false };
  const { text, data } = svgCaptcha.create({
    size: 5,
    charPreset: CHARACTERS,
    noise: 3,
    color: true,
    width: 160,
    height: 56,
  });
  const captchaId = randomUUID();
  await deleteExpiredCaptchas(db, new Date());
  await insertCaptcha(db, {
    id: captchaId,
    answerHash: answerHash(text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    enabled: true,
  };
}

/** Checks and consumes a captcha answer: single-use, case-insensitive, Persian or Latin digits alike. */
export async function verifyCaptcha(
  db: Db,
  enabled: boolean,
  captchaId: string,
  code: string,
): Promise<boolean> {
  if (!enabled) return true;
  if (!captchaId || !code) return false;
  const row = await takeCaptcha(db, captchaId);
  return !!row && row.expiresAt.getTime() > Date.now() && row.answerHash === answerHash(code);
}
