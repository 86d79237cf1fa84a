import { useState } from 'react';
import { toLatinDigits } from '@darvazeh/shared';
import { useCaptcha } from '../api/get-captcha';

/** A form's captcha: the image to show, the typed answer, and what to send. */
export function useCaptchaAnswer() {
  const query = useCaptcha();
  const [code, setCode] = useState('');
  const isEnabled = query.data?.enabled !== false;
  return {
    fieldProps: {
      captcha: query.data,
      isFetching: query.isFetching,
      hasFailed: query.isError,
      onRefresh: () => {
        setCode('');
        void query.refetch();
      },
      value: code,
      onChange: setCode,
    },
    /** True when an answer is needed but none was typed. */
    isMissing: isEnabled && code.trim() === '',
    /** The fields the request body carries. */
    body: () => ({ captchaId: query.data?.captchaId ?? '', captchaCode: toLatinDigits(code.trim()) }),
    /** A used answer is void: fetch the next captcha and clear the box. */
    renew: () => {
      setCode('');
      void query.refetch();
    },
  };
}
