// What the crowd was answered, per kind of request: counts, percentiles, statuses; and the rule
// for which answers are failures. Pure, so the rehearsal's verdict is tested without a crowd.

export const REQUEST_KINDS = [
  'listing page',
  'product page',
  'reservation',
  'order placement',
  'payment start',
  'simulator page',
  'simulator approval',
  'payment confirmation',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The answers a browser expects; 409 is the shop saying "taken", not a failure. */
const EXPECTED: Record<RequestKind, readonly number[]> = {
  'listing page': [200],
  'product page': [200],
  reservation: [200, 409],
  // 200: the same order again, for a request sent twice with its Idempotency-Key.
  'order placement': [200, 201, 409],
  'payment start': [200],
  'simulator page': [200],
  'simulator approval': [303],
  'payment confirmation': [200],
};

/** status 0: no HTTP answer at all (refused, reset, timed out); at: sent, ms after the start. */
export type Answer = {
  kind: RequestKind;
  status: number;
  ms: number;
  at?: number;
  /** Why there was no answer (undici's or the system's code), for status 0. */
  error?: string;
};

/** Answers grouped per 5 s of the run by when they were sent, each group described: "20–25 s: …". */
function perFiveSeconds(
  answers: readonly Answer[],
  describe: (group: readonly Answer[]) => string | number,
): string[] {
  const buckets = new Map<number, Answer[]>();
  for (const answer of answers) {
    const bucket = Math.floor((answer.at ?? 0) / 5000) * 5;
    const group = buckets.get(bucket) ?? [];
    group.push(answer);
    buckets.set(bucket, group);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([from, group]) => `${from}–${from + 5} s: ${describe(group)}`);
}

/** Failures per 5 s of the run, by when they were sent: "20–25 s: 12". */
export function failuresOverTime(answers: readonly Answer[]): string[] {
  return perFiveSeconds(answers.filter(isFailure), (group) => group.length);
}

/**
 * The p99 of the given kinds per 5 s of the run, by when the requests were sent: "0–5 s: 812".
 * Shows whether a crowd's slow answers come in its first seconds (the drop, the minute's edge) or
 * throughout.
 */
export function p99OverTime(answers: readonly Answer[], kinds: readonly RequestKind[]): string[] {
  const chosen = answers.filter((answer) => kinds.includes(answer.kind) && !isFailure(answer));
  return perFiveSeconds(chosen, (group) =>
    round(
      percentile(
        group.map((answer) => answer.ms).sort((a, b) => a - b),
        0.99,
      ),
    ),
  );
}

export function isFailure(answer: Answer): boolean {
  return !EXPECTED[answer.kind].includes(answer.status);
}

export type KindSummary = {
  kind: RequestKind;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every status with its count, e.g. { 200: 980, 409: 20 }; 0 is "no answer". */
  statuses: Record<string, number>;
  failures: number;
  serverErrors: number;
};

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(share * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

export function summarise(answers: readonly Answer[]): KindSummary[] {
  return REQUEST_KINDS.map((kind) => {
    const mine = answers.filter((answer) => answer.kind === kind);
    const times = mine.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const answer of mine) {
      const key = answer.status === 0 ? `0 ${answer.error ?? ''}`.trim() : String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    return {
      kind,
      count: mine.length,
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      p99: round(percentile(times, 0.99)),
      max: round(times.at(-1) ?? 0),
      statuses,
      failures: mine.filter(isFailure).length,
      serverErrors: mine.filter((answer) => answer.status >= 500).length,
    };
  }).filter((summary) => summary.count > 0);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The issue's goals on this machine, p99 in ms per group of kinds. */
export const GOALS = [
  { name: 'pages p99 ≤ 50 ms', kinds: ['listing page', 'product page'], p99: 50 },
  { name: 'reservation p99 ≤ 100 ms', kinds: ['reservation'], p99: 100 },
  { name: 'order placement p99 ≤ 300 ms', kinds: ['order placement'], p99: 300 },
] as const satisfies readonly { name: string; kinds: readonly RequestKind[]; p99: number }[];

export function goalResults(answers: readonly Answer[]) {
  return GOALS.map((goal) => {
    const times = answers
      .filter((answer) => (goal.kinds as readonly RequestKind[]).includes(answer.kind))
      .map((answer) => answer.ms)
      .sort((a, b) => a - b);
    const measured = round(percentile(times, 0.99));
    return { goal: goal.name, measured, met: times.length > 0 && measured <= goal.p99 };
  });
}

/** A plain-text table, Markdown-compatible, for the terminal and docs/performance.md. */
export function table(summaries: readonly KindSummary[]): string {
  const rows = summaries.map((s) => [
    s.kind,
    String(s.count),
    String(s.p50),
    String(s.p95),
    String(s.p99),
    String(s.max),
    Object.entries(s.statuses)
      .map(
        ([status, count]) =>
          `${status.startsWith('0') ? `no answer${status.slice(1)}` : status}×${count}`,
      )
      .join(' '),
    String(s.failures),
    String(s.serverErrors),
  ]);
  const head = [
    'request',
    'count',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'answers',
    'failed',
    '5xx',
  ];
  const widths = head.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(head),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(row)),
  ].join('\n');
}
