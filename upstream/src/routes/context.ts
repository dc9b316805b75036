import type { AccountService } from '../accounts/account-service.ts';
import type { SocialSignIn } from '../accounts/social-sign-in.ts';
import type { ChatHub } from '../chat/chat-hub.ts';
import type { ChatService } from '../chat/chat-service.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { IdentificationService } from '../kyc/identification-service.ts';
import type { LoanService } from '../loans/loan-service.ts';
import type { MarketSimulator } from '../market/market-simulator.ts';
import type { AddressBook } from '../money/addresses.ts';
import type { FundPasswords } from '../money/fund-password.ts';
import type { ProofStore } from '../money/proof-store.ts';
import type { RechargeService } from '../money/recharge-service.ts';
import type { WithdrawalService } from '../money/withdrawal-service.ts';
import type { NftService } from '../nfts/nft-service.ts';
import type { SmartPlanService } from '../smart/smart-service.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import type { OptionsService } from '../trading/options-service.ts';

/** What route modules need; passed explicitly instead of decorating Fastify. */
export type RouteContext = {
  db: Db;
  clock: Clock;
  accounts: AccountService;
  /** Google and Facebook sign-in. */
  socialSignIn: SocialSignIn;
  simulator: MarketSimulator;
  options: OptionsService;
  /** Account events of each user, for the event streams (GET /user/events). */
  events: AccountEvents;
  recharges: RechargeService;
  withdrawals: WithdrawalService;
  loans: LoanService;
  addresses: AddressBook;
  fundPasswords: FundPasswords;
  proofs: ProofStore;
  money: { proofMaxBytes: number };
  /** Smart trading plans. */
  smart: SmartPlanService;
  nfts: NftService;
  /** Identity verification (KYC). */
  identifications: IdentificationService;
  /** Customer service and its live delivery. */
  chat: ChatService;
  chatHub: ChatHub;
};
