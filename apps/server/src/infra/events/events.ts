/**
 * A tiny in-process event bus, so one module can react to another's committed change without
 * importing it (modules never import each other). One bus per database handle: every module of an
 * app shares `deps.database.db`, and two test servers in one process never hear each other.
 *
 * Emit AFTER the change's transaction committed. Handlers run one after another; a failing handler
 * is logged and never fails the caller's request (what it missed, a scheduled sweep catches).
 * The few reactions that must be part of the change (`within`) run inside the writer's transaction.
 */
import type { Tx } from '../../db/client';
import { queryFailureForLog } from '../../db/errors';

export interface DomainEvents {
  /** A patient recorded today's check-in (patient API). */
  'check_in.recorded': { centerId: string; userId: string };
  /** A chat message was sent (Web Push to the other member's devices). */
  'chat.message.sent': { centerId: string; channelId: string; senderUserId: string; memberUserIds: string[] };
  /** Owners sent an alumni notification (Web Push to its recipients' devices). */
  'alumni_notification.sent': { centerId: string; notificationId: string };
  /**
   * The assessment sweep claimed reminders (each once, on the assessment's row): patients with an
   * assessment that came due, and patients on an assessment's last day (Web Push to their devices).
   */
  'assessment.reminders_due': { centerId: string; due: string[]; lastDay: string[] };
  /** Staff moved a patient's sobriety start date (PUT /v3/memberships/{id}). */
  'membership.first_day_changed': {
    centerId: string;
    membershipId: string;
    from: string | null;
    to: string | null;
  };
}

/**
 * Facts announced INSIDE the writer's transaction, for reactions that must commit or roll back
 * with the change itself (issue 39: a response the app saw acknowledged always has its alert).
 */
export interface TransactionalEvents {
  /** An assessment response met a safety rule (PHQ-9 item 9 above 0, BAM-R use above 0). */
  'assessment.flagged': {
    centerId: string;
    membershipId: string;
    assessmentId: string;
    responseId: string;
    instrumentId: string;
    flags: { code: 'phq9-item9' | 'bamr-use'; linkId: string; value: number }[];
  };
}

/** What a transactional handler wants done once the writer's transaction committed (a live push). */
export type AfterCommit = () => void;

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void> | void;
type TxHandler<K extends keyof TransactionalEvents> = (
  tx: Tx,
  payload: TransactionalEvents[K],
) => Promise<AfterCommit | undefined> | AfterCommit | undefined;

export interface EventBus {
  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): () => void;
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void>;
  /**
   * Transactional events: handlers write with the writer's `tx`, and a handler that fails fails
   * the writer's transaction (nothing is logged and swallowed). Emitting one that no module
   * handles throws: a safety fact nobody hears must not be stored as if it had been.
   */
  within: {
    on<K extends keyof TransactionalEvents>(name: K, handler: TxHandler<K>): () => void;
    /** Returns what to run after the writer's commit; the writer calls each once it committed. */
    emit<K extends keyof TransactionalEvents>(
      tx: Tx,
      name: K,
      payload: TransactionalEvents[K],
    ): Promise<AfterCommit[]>;
  };
}

function createEventBus(): EventBus {
  const handlers = new Map<string, Set<(payload: unknown) => Promise<void> | void>>();
  type AnyTxHandler = (
    tx: Tx,
    payload: unknown,
  ) => Promise<AfterCommit | undefined> | AfterCommit | undefined;
  const txHandlers = new Map<string, Set<AnyTxHandler>>();
  return {
    within: {
      on(name, handler) {
        const set = txHandlers.get(name) ?? new Set();
        txHandlers.set(name, set);
        const h = handler as AnyTxHandler;
        set.add(h);
        return () => set.delete(h);
      },
      async emit(tx, name, payload) {
        const set = txHandlers.get(name);
        if (!set?.size) throw new Error(`no handler for the transactional event ${name}`);
        const after: AfterCommit[] = [];
        for (const handler of set) {
          const then = await handler(tx, payload);
          if (then) after.push(then);
        }
        return after;
      },
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const h = handler as (payload: unknown) => Promise<void> | void;
      set.add(h);
      return () => set.delete(h);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await handler(payload);
        } catch (err) {
          // No payload in the log: it may identify a patient. Nor a failed query's message: it
          // lists the query's parameters (its SQL state and shape instead).
          const failure = queryFailureForLog(err);
          console.error(
            `event handler for ${name} failed:`,
            failure ? JSON.stringify(failure) : err instanceof Error ? err.message : err,
          );
        }
      }
    },
  };
}

const buses = new WeakMap<object, EventBus>();

/** The bus of one app, keyed by its database handle (`deps.database.db`). */
export function eventsOf(db: object): EventBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createEventBus();
    buses.set(db, bus);
  }
  return bus;
}
