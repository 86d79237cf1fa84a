import { useState } from 'react';
import { toLatinDigits } from '@darvazeh/shared';
import { useCaptcha } from '../api/sign-in-queries';

/**
 * A form's captcha: the image to show, the typed answer, and what to send. Without `requested` the
 * form always asks (and shows nothing when the server turned captcha off); with it, as on the sign-in
 * form, nothing is fetched or shown until the server asks, and then an answer is needed even with
 * CAPTCHA=off (the server accepts any one then).
 */
export function useCaptchaAnswer(requested?: boolean) {
  const isShown = requested ?? true;
  const query = useCaptcha(isShown);
  const [code, setCode] = useState('');
  const isAnswerNeeded = requested ?? query.data?.enabled !== false;
  return {
    isShown,
    fieldProps: {
      captcha: query.data,
      isFetching: query.isFetching,
      hasFailed: query.isError,
      isRequested: requested === true,
      onRefresh: () => {
        setCode('');
        void query.refetch();
      },
      value: code,
      onChange: setCode,
    },
    /** True when an answer is needed but none was typed. */
    isMissing: isAnswerNeeded && code.trim() === '',
    /** The fields the request body carries. */
    body: () =>
      isShown
        ? { captchaId: query.data?.captchaId ?? '', captchaCode: toLatinDigits(code.trim()) }
        : { captchaId: '', captchaCode: '' },
    /** A used answer is void: fetch the next captcha and clear the box. */
    renew: () => {
      setCode('');
      void query.refetch();
    },
  };
}
