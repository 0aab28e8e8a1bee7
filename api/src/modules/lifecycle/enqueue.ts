import type { Db, Tx } from '../../db/types.ts';
import { enqueueJob } from '../jobs/repository.ts';

/** The automated messages of a reservation (issue 14), each sent from the active mail template of its kind. */
export type LifecycleKind =
  | 'request_received'
  | 'staff_new_request'
  | 'option_reminder'
  | 'option_released'
  | 'payment_receipt'
  | 'confirmation'
  | 'arrival_info'
  | 'review_request'
  | 'cancellation'
  | 'refund_receipt';

/** The job kind the worker runs for every lifecycle message (modules/lifecycle/job.ts). */
export const LIFECYCLE_JOB = 'lifecycle_message';

export interface LifecycleMessage {
  kind: LifecycleKind;
  reservationId: number;
  /** The payment (or refund) a receipt is for: one receipt per transaction. */
  transactionId?: number;
  /** When to send; now by default. */
  runAt?: Date;
}

/** lifecycle:<kind>:<reservation>[:<transaction>]: a message is queued at most once. */
export function lifecycleDedupeKey(
  msg: Pick<LifecycleMessage, 'kind' | 'reservationId' | 'transactionId'>,
): string {
  return `lifecycle:${msg.kind}:${msg.reservationId}${msg.transactionId !== undefined ? `:${msg.transactionId}` : ''}`;
}

/**
 * Queues one lifecycle message for the job worker. Pass the caller's transaction: the job row is
 * inserted in it, so a rolled-back payment or request queues nothing. Idempotent: the same kind
 * for the same reservation (and transaction) is queued once, however often this is called.
 */
export async function enqueueLifecycleMessage(tx: Tx | Db, msg: LifecycleMessage): Promise<void> {
  await enqueueJob(tx, {
    kind: LIFECYCLE_JOB,
    payload: {
      kind: msg.kind,
      reservationId: msg.reservationId,
      ...(msg.transactionId !== undefined ? { transactionId: msg.transactionId } : {}),
    },
    ...(msg.runAt ? { runAt: msg.runAt } : {}),
    dedupeKey: lifecycleDedupeKey(msg),
  });
}
