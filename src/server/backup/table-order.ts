/** A foreign key: rows of `table` point at rows of `references`. */
export type ForeignKey = { table: string; references: string };

export class ForeignKeyCycleError extends Error {}

/**
 * The tables in an order in which each can be loaded after the tables it points at, so a restore
 * needs no superuser to switch foreign keys off. Ties keep the given (alphabetical) order, so the
 * same schema always gives the same order. A table pointing at itself is no obstacle.
 */
export function orderTablesForLoad(tables: readonly string[], foreignKeys: readonly ForeignKey[]) {
  const ordered: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const ready = [...remaining].filter((table) =>
      foreignKeys.every(
        (key) => key.table !== table || key.references === table || !remaining.has(key.references),
      ),
    );
    if (ready.length === 0) {
      throw new ForeignKeyCycleError(
        `Foreign keys form a cycle among ${[...remaining].join(', ')}; a backup cannot order them`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table);
    }
  }
  return ordered;
}
