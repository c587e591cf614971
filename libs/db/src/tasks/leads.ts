/**
 * How many leads of task `t` are done, as an SQL expression: leads still held (not released) that
 * either have an approved proof for each of the task's `prices` pricings (an SQL expression), paid
 * too with `paidOnly`, or were closed unfinished by the worker's idle-lead sweep. The task views
 * and the worker's completion read the same rule from here.
 */
export function finishedLeadsSql(prices: string, paidOnly = false): string {
  const paid = paidOnly ? ' AND p.settled_at IS NOT NULL' : '';
  return `(SELECT count(*)::int FROM task_performances tp
     WHERE tp.task_id = t.id AND tp.released_at IS NULL
       AND (tp.closed_at IS NOT NULL
            OR (SELECT count(*) FROM task_proofs p
                WHERE p.performance_id = tp.id AND p.status = 'APPROVED'${paid}) = ${prices}))`;
}
