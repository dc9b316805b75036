/** What a conversation's parties are told as it happens (GET /chat/events, the operator's stream). */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversationId: number; side: ChatSide; lastReadId: number }
  | { type: 'typing'; conversationId: number; side: ChatSide }
  /** A visitor's conversation became the user's at login: read it again. */
  | { type: 'merged' };

export type ChatSide = 'user' | 'operator';

export type ChatMessage = {
  id: number;
  conversationId: number;
  author: ChatSide;
  body: string;
  /** The attached image's type (image/png or image/jpeg), or null for text only. */
  imageType: string | null;
  clientKey: string;
  createdAt: number;
};

type Listener = (event: ChatEvent) => void;

/** Streams a party may hold at once (tabs, reconnects); beyond it a new stream is refused. */
const maxStreamsPerParty = 8;

/**
 * The chat's live delivery inside this process: listeners by party (`user:<id>`, `visitor:<hash>`,
 * or `operator` for the operator's console). Delivery is a hint: clients resume from their last
 * message id, so nothing depends on an event arriving (docs/upstream-contract.md, "Customer service").
 */
export class ChatHub {
  readonly #listeners = new Map<string, Set<Listener>>();

  subscribe(party: string, listener: Listener): (() => void) | null {
    let set = this.#listeners.get(party);
    if (!set) {
      set = new Set();
      this.#listeners.set(party, set);
    }
    if (set.size >= maxStreamsPerParty) return null;
    set.add(listener);
    return () => {
      const current = this.#listeners.get(party);
      if (!current?.delete(listener)) return;
      if (current.size === 0) this.#listeners.delete(party);
    };
  }

  publish(party: string, event: ChatEvent): void {
    for (const listener of this.#listeners.get(party) ?? []) listener(event);
  }
}
