/**
 * A route's captcha check: spends the token, or throws the HttpError the form shows under its
 * captcha field (400; 503 when Turnstile cannot be reached).
 */
import { HttpError } from '../http/errors';
import { captchaMessages, type CaptchaVerifier } from './verify';

export async function requireCaptcha(
  captcha: CaptchaVerifier,
  answer: { token: string; field: string; now: Date; ip: string },
): Promise<void> {
  const checked = await captcha.verifyCaptcha(answer.token, answer.now, answer.ip);
  if (checked.ok) return;
  const status = checked.reason === 'unavailable' ? 503 : 400;
  const message = captchaMessages[checked.reason];
  throw new HttpError(status, message, [{ field: answer.field, message }]);
}
