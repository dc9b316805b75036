import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * The demo account cannot use real-money functions. The same refusal as deposits
 * (code 400, reason DEMO_ACCOUNT_DISABLED), with a message that names bids.
 */
export const nftDemoDisabled = () =>
  new ApiError(Code.badRequest, 200, { reason: 'DEMO_ACCOUNT_DISABLED', field: 'virtually' }, (language) =>
    language === 'zh'
      ? '模拟账户无法竞拍 NFT，请切换到真实账户'
      : 'The demo account cannot bid on NFTs; please switch to the real account',
  );
