import type { OpsRechargeRecord, OpsWithdrawalRecord, Page } from '@swx/contract';
import { chatUsage, runChatOps } from './chat-ops.ts';
import { depositAddressUsage, runDepositAddressOps } from './deposit-address-ops.ts';
import { nftUsage, runNftOps } from './nft-ops.ts';
import { describeKyc, type KycKind, kycActions, kycKinds, kycUsage } from './ops-kyc.ts';
import { describeLoan, loanActions } from './ops-loans.ts';
import { describeSmart, type SmartKind, smartActions, smartKinds } from './ops-smart.ts';

/**
 * `npm run ops -- <deposits|withdrawals|loans> <list|approve|complete|reject> [id] [--remark "…"] [--status s]`
 * (and `nfts list|add`, nft-ops.ts; `chat list|show|reply`, chat-ops.ts; `deposit-addresses list|set|clear`,
 * deposit-address-ops.ts):
 * the operator's reviews through the upstream's operator API (/swx/ops), with OPERATOR_TOKEN.
 * Returns the exit code: 0 done, 1 refused by the upstream, 2 wrong usage or configuration.
 */
export type OpsEnvironment = { UPSTREAM_URL?: string; OPERATOR_TOKEN?: string };
export type Output = { out(line: string): void; err(line: string): void };

export const usage: string = `usage: npm run ops -- <command>
  deposits list [--status submitted|approved|rejected] [--page N]
  deposits approve <id>
  deposits reject <id> --remark "why"
  withdrawals list [--status submitted|approved|completed|rejected] [--page N]
  withdrawals approve <id>          (submitted → approved: the coins are being sent)
  withdrawals complete <id>         (approved → completed: the network confirmed)
  withdrawals reject <id> --remark "why"   (from submitted or approved; the held funds return)
  smart-plans list [--status running|ended|earning|profit_distributed|completed|refunded|early_exit] [--page N]
  smart-plans refund <id>           (a running plan: its due profit, then the whole principal back)
  smart-products list
  smart-products withdraw <id>      (off sale; its running plans are refunded)
  loans list [--status pending|repaying|repaid|expired|rejected] [--page N]
  loans approve <id>                (pending → repaying: the principal is paid out)
  loans reject <id> --remark "why"  (pending → audit not passed; the collateral returns)
${nftUsage}
${kycUsage}
${chatUsage}
${depositAddressUsage}
env: UPSTREAM_URL (default http://127.0.0.1:8081), OPERATOR_TOKEN (required)`;

/** The standalone upstream's address (`npm start -w upstream`). */
export const defaultUpstreamUrl = 'http://127.0.0.1:8081';

type Parsed = {
  kind: 'recharges' | 'withdrawals' | 'loans' | SmartKind | KycKind;
  action: string;
  id?: string;
  remark?: string;
  status?: string;
  page?: string;
};

function parse(args: readonly string[]): Parsed | string {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined) return `${arg} needs a value`;
      flags[arg.slice(2)] = value;
      i += 1;
    } else positional.push(arg);
  }
  const [noun, action, id] = positional;
  const kind: Parsed['kind'] | undefined =
    noun === 'deposits'
      ? 'recharges'
      : noun === 'withdrawals' || noun === 'loans'
        ? noun
        : ((smartKinds as Record<string, SmartKind>)[noun ?? ''] ??
          (kycKinds as Record<string, KycKind>)[noun ?? '']);
  if (!kind) return `unknown command: ${noun ?? '(none)'}`;
  const actions =
    kind === 'recharges'
      ? ['list', 'approve', 'reject']
      : kind === 'withdrawals'
        ? ['list', 'approve', 'complete', 'reject']
        : kind === 'identifications'
          ? kycActions[kind]
          : kind === 'loans'
            ? loanActions
            : smartActions[kind];
  if (!action || !actions.includes(action)) return `unknown action: ${action ?? '(none)'}`;
  if (action !== 'list' && !/^\d{1,15}$/.test(id ?? '')) return `${action} needs a record id`;
  if (action === 'reject' && !flags.remark?.trim()) return 'reject needs --remark "…" (the user is told why)';
  return { kind, action, id, remark: flags.remark, status: flags.status, page: flags.page };
}

type Envelope = { code: number; msg: string; result: unknown };

function describe(kind: Parsed['kind'], record: OpsRechargeRecord | OpsWithdrawalRecord): string {
  if (kind === 'identifications') return describeKyc(record);
  if (kind === 'loans') return describeLoan(record);
  if (kind !== 'recharges' && kind !== 'withdrawals') return describeSmart(kind, record);
  const base = `#${record.id} ${record.orderNo} ${record.status.padEnd(9)} ${record.userName} (user ${record.userId})`;
  if (kind === 'recharges') {
    const r = record as OpsRechargeRecord;
    return `${base} ${r.amount} ${r.currency}/${r.network} tx ${r.transactionHash} …${r.lastSix} proof ${r.proofUrl}${r.remark ? ` remark: ${r.remark}` : ''}`;
  }
  const w = record as OpsWithdrawalRecord;
  return `${base} ${w.amount} ${w.currency}/${w.network} fee ${w.fee} → ${w.received} to ${w.address}${w.remark ? ` remark: ${w.remark}` : ''}`;
}

export async function runOps(args: readonly string[], env: OpsEnvironment, io: Output): Promise<number> {
  if (args[0] === 'nfts' || args[0] === 'chat' || args[0] === 'deposit-addresses') {
    const ownToken = env.OPERATOR_TOKEN?.trim();
    if (!ownToken) {
      io.err('OPERATOR_TOKEN is not set: the operator API needs its credential');
      return 2;
    }
    const ownBase = (env.UPSTREAM_URL?.trim() || defaultUpstreamUrl).replace(/\/+$/, '');
    const run = args[0] === 'nfts' ? runNftOps : args[0] === 'chat' ? runChatOps : runDepositAddressOps;
    return run(args.slice(1), io, ownBase, ownToken);
  }
  const parsed = parse(args);
  if (typeof parsed === 'string') {
    io.err(`${parsed}\n${usage}`);
    return 2;
  }
  const token = env.OPERATOR_TOKEN?.trim();
  if (!token) {
    io.err('OPERATOR_TOKEN is not set: the operator API needs its credential');
    return 2;
  }
  const base = (env.UPSTREAM_URL?.trim() || defaultUpstreamUrl).replace(/\/+$/, '');
  const headers: Record<string, string> = { 'x-operator-token': token };
  let url = `${base}/swx/ops/${parsed.kind}`;
  const init: RequestInit = { method: 'GET', headers };
  if (parsed.action === 'list') {
    const query = new URLSearchParams();
    if (parsed.status) query.set('status', parsed.status);
    if (parsed.page) query.set('pageNum', parsed.page);
    if (query.size > 0) url += `?${query}`;
  } else {
    url += `/${parsed.id}/${parsed.action}`;
    init.method = 'POST';
    init.headers = { ...headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(parsed.remark ? { remark: parsed.remark } : {});
  }
  let envelope: Envelope;
  try {
    const response = await fetch(url, init);
    envelope = (await response.json()) as Envelope;
  } catch (error) {
    io.err(`cannot reach the upstream at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (envelope.code !== 200) {
    const detail = envelope.result ? ` ${JSON.stringify(envelope.result)}` : '';
    io.err(`refused: ${envelope.code} ${envelope.msg}${detail}`);
    return envelope.code === 401 ? 2 : 1;
  }
  if (parsed.action === 'list' && Array.isArray(envelope.result)) {
    // The product list is the whole parameter, not a page.
    for (const record of envelope.result) io.out(describe(parsed.kind, record));
  } else if (parsed.action === 'list') {
    const page = envelope.result as Page<OpsRechargeRecord | OpsWithdrawalRecord>;
    for (const record of page.list) io.out(describe(parsed.kind, record));
    io.out(`${page.list.length} of ${page.total} (page ${page.pageNum})`);
  } else io.out(describe(parsed.kind, envelope.result as OpsRechargeRecord));
  return 0;
}
