/**
 * A tiny in-process event bus, so one module can react to another's committed change without
 * importing it (modules never import each other). One bus per database handle: every module of an
 * app shares `deps.database.db`, and two test servers in one process never hear each other.
 *
 * Emit AFTER the change's transaction committed. Handlers run one after another; a failing handler
 * is logged and never fails the caller's request (what it missed, a scheduled sweep catches).
 */
import { queryFailureForLog } from '../../db/errors';

export interface DomainEvents {
  /** A patient recorded today's check-in (patient API). */
  'check_in.recorded': { centerId: string; userId: string };
  /** A chat message was sent (Web Push to the other member's devices). */
  'chat.message.sent': { centerId: string; channelId: string; senderUserId: string; memberUserIds: string[] };
  /** Owners sent an alumni notification (Web Push to its recipients' devices). */
  'alumni_notification.sent': { centerId: string; notificationId: string };
  /** Staff moved a patient's sobriety start date (PUT /v3/memberships/{id}). */
  'membership.first_day_changed': {
    centerId: string;
    membershipId: string;
    from: string | null;
    to: string | null;
  };
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void> | void;

export interface EventBus {
  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): () => void;
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void>;
}

function createEventBus(): EventBus {
  const handlers = new Map<string, Set<(payload: unknown) => Promise<void> | void>>();
  return {
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
