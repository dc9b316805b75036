import { randomBytes } from 'node:crypto';
import type { Output } from './ops-command.ts';

export const chatUsage = `  chat list [--page N]             (conversations, latest first, with the customer's unread messages)
  chat show <conversation id>       (its messages, oldest first; marks them read for the customer to see)
  chat reply <conversation id> --text "…"   (answers; the customer sees it live)`;

type Envelope = { code: number; msg: string; result: unknown };
type Conversation = {
  id: number;
  userId: number | null;
  userName: string | null;
  lastMessageAt: number;
  unreadByOperator: number;
};
type Message = { id: number; author: string; body: string; imageType: string | null; createdAt: number };

const when = (epochMs: number) => new Date(epochMs).toISOString().replace('T', ' ').slice(0, 19);

/**
 * `npm run ops -- chat …`: customer service from the command line until the operator console
 * exists, through the operator API (/swx/ops/chat). Each command counts as the operator acting,
 * so customers see the team online for five minutes after it.
 */
export async function runChatOps(
  args: readonly string[],
  io: Output,
  base: string,
  token: string,
): Promise<number> {
  const [action, id, flag, text] = args;
  const wrong = (message: string) => {
    io.err(`${message}\n${chatUsage}`);
    return 2;
  };
  if (action !== 'list' && action !== 'show' && action !== 'reply')
    return wrong(`unknown action: ${action ?? '(none)'}`);
  if (action !== 'list' && !/^\d{1,15}$/.test(id ?? '')) return wrong(`${action} needs a conversation id`);
  if (action === 'reply' && (flag !== '--text' || !text?.trim())) return wrong('reply needs --text "…"');

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}/swx/ops${path}`, {
      method,
      headers: {
        'x-operator-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope;
    if (envelope.code !== 200) throw new Refused(envelope);
    return envelope.result;
  };

  try {
    if (action === 'list') {
      const pageNum = id === '--page' && /^\d{1,6}$/.test(flag ?? '') ? Number(flag) : 1;
      const page = (await call('GET', `/chat/conversations?pageNum=${pageNum}`)) as {
        list: Conversation[];
        total: number;
        pageNum: number;
      };
      for (const c of page.list) {
        const who = c.userName ? `${c.userName} (user ${c.userId})` : 'visitor';
        io.out(`#${c.id} ${who}, last message ${when(c.lastMessageAt)}, ${c.unreadByOperator} unread`);
      }
      io.out(`${page.list.length} of ${page.total} (page ${page.pageNum})`);
    } else if (action === 'show') {
      let after = 0;
      for (;;) {
        const page = (await call('GET', `/chat/conversations/${id}/messages?after=${after}&limit=100`)) as {
          list: Message[];
          hasMore: boolean;
        };
        for (const m of page.list) {
          const image = m.imageType ? ` [image: ${base}/swx/ops/chat/images/${m.id}]` : '';
          io.out(`#${m.id} ${when(m.createdAt)} ${m.author.padEnd(8)} ${m.body}${image}`);
          after = m.id;
        }
        if (!page.hasMore) break;
      }
      if (after > 0) await call('POST', `/chat/conversations/${id}/read`, { lastReadId: after });
    } else {
      const sent = (await call('POST', `/chat/conversations/${id}/messages`, {
        body: text,
        clientKey: `ops-${randomBytes(9).toString('base64url')}`,
      })) as Message;
      io.out(`sent #${sent.id} to conversation ${id}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      io.err(`refused: ${error.envelope.code} ${error.envelope.msg}`);
      return error.envelope.code === 401 ? 2 : 1;
    }
    io.err(`cannot reach the upstream at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

class Refused extends Error {
  readonly envelope: Envelope;
  constructor(envelope: Envelope) {
    super(`refused ${envelope.code}`);
    this.envelope = envelope;
  }
}
