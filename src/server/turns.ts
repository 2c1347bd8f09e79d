/**
 * Long imports share the process with every request: between batches they give the event loop a
 * turn (timers and I/O run before they resume), so that a large file never holds the server. On
 * SQLite every query is synchronous underneath, so awaiting the database alone never lets a
 * request through.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The items in order, with a turn of the event loop after every `perTurn` of them. */
export async function* inTurns<T>(items: readonly T[], perTurn = 1): AsyncGenerator<T> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % perTurn === 0) await nextTurn();
    yield items[i]!;
  }
}

/** Rows checked between two turns when an import validates a file. */
export const ROWS_PER_TURN = 2000;
