/**
 * The sending side of goal 6 (chat fan-out), shared by the product server (serve.ts, through the
 * realtime module) and the plain `ws` baseline (ws-broadcast.ts), so both send the same messages on
 * the same schedule. The parent asks over IPC: `{ fanout: { rate, seconds } }`; the child answers
 * `{ fanoutDone: sent }` when the last message is out.
 */
import { randomUUID } from 'node:crypto';

export interface FanoutRequest {
  /** rooms: where the product server emits (the chat's audience of a message); ws ignores them. */
  fanout: { rate: number; seconds: number; rooms: string[] };
}

/** A wall-clock time with sub-millisecond precision that another process on this machine can compare. */
export const now = () => performance.timeOrigin + performance.now();

/** A `message.new` payload of the size the chat sends (a message view of about 200 characters). */
export function chatPayload(seq: number) {
  const channelId = '6f1c2b1e-0000-4000-8000-000000000001';
  const createdAt = new Date().toISOString();
  return {
    channel_id: channelId,
    message: {
      id: randomUUID(),
      channel_id: channelId,
      parent_id: null,
      text: `Benchmark message ${seq}: how are you feeling today? Remember the group session at six.`,
      attachments: [],
      user: {
        id: 'staff-1',
        user_id: '6f1c2b1e-0000-4000-8000-000000000002',
        name: 'Bench Staff',
        role: 'staff',
        label: 'Bench Center',
        is_support: false,
      },
      status: 'sent',
      reply_count: 0,
      created_at: createdAt,
      edited_at: null,
    },
    last_message_at: createdAt,
    /** When the server sent it: each client measures its delivery latency from this. */
    sent_at: now(),
  };
}

/** Calls `send` `rate` times a second for `seconds`, on a fixed schedule; resolves with the count. */
export async function sendAtRate(
  options: FanoutRequest['fanout'],
  send: (payload: ReturnType<typeof chatPayload>) => void,
): Promise<number> {
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    send(chatPayload(i));
  }
  return total;
}

/** Wires the IPC request to `send` in a child process. */
export function answerFanouts(
  send: (payload: ReturnType<typeof chatPayload>, request: FanoutRequest['fanout']) => void,
): void {
  process.on('message', (m: Partial<FanoutRequest>) => {
    const request = m?.fanout;
    if (!request) return;
    void sendAtRate(request, (payload) => send(payload, request)).then((sent) =>
      process.send?.({ fanoutDone: sent }),
    );
  });
}
