import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import type { Language } from '../http/messages.ts';

/**
 * The loan form's refusals without a catalogue code: envelope code 400 with `{ reason, field, … }`,
 * like the money forms' (money-errors.ts), under the same reasons where the meaning is the same.
 */
function refusal(reason: string, field: string, text: Record<Language, string>, extra: object = {}) {
  return new ApiError(Code.badRequest, 200, { reason, field, ...extra }, (language) => text[language]);
}

/** The demo account cannot borrow; same reason as deposits and withdrawals. */
export const loanDemoDisabled = () =>
  refusal('DEMO_ACCOUNT_DISABLED', 'virtually', {
    en: 'The demo account cannot borrow or repay loans; please switch to the real account',
    zh: '模拟账户无法借款或还款，请切换到真实账户',
  });

/** The product's "loan signature required (not signed)". */
export const loanSignatureRequired = () =>
  refusal('LOAN_SIGNATURE_REQUIRED', 'signature', {
    en: 'please sign the loan agreement',
    zh: '请签署借款协议',
  });

export const signatureFormatIncorrect = () =>
  refusal('IMAGE_FORMAT_INCORRECT', 'signature', {
    en: 'image format incorrect (the signature must be a PNG or JPG image)',
    zh: '图片格式错误（签名须为 PNG 或 JPG 图片）',
  });

export const signatureTooLarge = (maxBytes: number) =>
  refusal(
    'IMAGE_TOO_LARGE',
    'signature',
    { en: `the signature must not exceed ${maxBytes} bytes`, zh: `签名图片不能超过 ${maxBytes} 字节` },
    { maxBytes },
  );

/** Below the minimum, or above what even a verified identity may owe: the bounds are on the error. */
export const loanAmountOutOfRange = (minimum: string, maximum: string) =>
  refusal(
    'LOAN_AMOUNT_OUT_OF_RANGE',
    'amount',
    {
      en: `the loan amount must be between ${minimum} and ${maximum} USDT`,
      zh: `借款金额须在 ${minimum} 至 ${maximum} USDT 之间`,
    },
    { currency: 'USDT', minimum, maximum },
  );
