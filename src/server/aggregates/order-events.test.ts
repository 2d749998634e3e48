import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_KINDS, ORDER_EVENT_NAMES } from '../../domain/order-events.ts';
import { ORDER_EVENTS } from './order-events.ts';

// docs/architecture.md's table "An order's life: event → fields → follow-ups → where" is the
// declared reach of every event of aggregates/order-events.ts; applyOrderEvent refuses to go
// beyond it. This test keeps the page and the code the same (decision 054).

const root = path.resolve(import.meta.dirname, '../../..');
const serverRoot = path.join(root, 'src/server');
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The rows of the table under the heading, as cells of backticked names ('–' is none). */
function tableRows(heading: string): string[][][] {
  const start = architecture.indexOf(`## ${heading}`);
  expect(start, `docs/architecture.md has "## ${heading}"`).toBeGreaterThanOrEqual(0);
  const section = architecture.slice(start).split('\n## ')[0]!;
  const lines = section.split('\n');
  const first = lines.findIndex((line) => line.startsWith('| event'));
  const rows: string[][][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    rows.push(cells.map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)));
  }
  return rows;
}

describe("docs/architecture.md's table of an order's events", () => {
  const rows = tableRows("An order's life: event → fields → follow-ups → where");

  it('has one row per event, in the order of the code', () => {
    expect(rows.map(([event]) => event![0])).toEqual(Object.keys(ORDER_EVENTS));
    expect(Object.keys(ORDER_EVENTS).sort()).toEqual([...ORDER_EVENT_NAMES].sort());
  });

  it("says each event's status steps, fields, entries, follow-ups and places, as declared", () => {
    for (const cells of rows) {
      const [event, moves, fields, entries, followUps, where] = cells.map((cell) => [...cell]);
      const definition = ORDER_EVENTS[event?.[0] as keyof typeof ORDER_EVENTS];
      expect({ event, moves, fields, entries, followUps, where }).toEqual({
        event: [...(event ?? [])],
        moves: [...definition.moves],
        fields: [...definition.fields],
        entries: [...definition.entries],
        followUps: [...definition.followUpKinds],
        where: [...definition.where],
      });
    }
  });

  it('names only places that apply the event, and every kind of follow-up has a row below', () => {
    for (const [name, definition] of Object.entries(ORDER_EVENTS)) {
      for (const file of definition.where) {
        const text = fs.readFileSync(path.join(serverRoot, file), 'utf8');
        expect(text, `${file} applies '${name}'`).toMatch(/applyOrderEvent/);
        expect(text, `${file} applies '${name}'`).toContain(`'${name}'`);
      }
    }
    for (const kind of FOLLOW_UP_KINDS) {
      expect(architecture, kind).toMatch(new RegExp(`\\|\\s*\`${kind}\`\\s*\\|\\s*\`${kind}:`));
    }
  });
});
