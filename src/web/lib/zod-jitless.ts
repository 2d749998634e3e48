// The Content-Security-Policy forbids evaluated code (no 'unsafe-eval'). zod probes with
// `Function('')` when its first object schema is built and the browser reports that probe as a
// CSP violation; jitless mode skips it. zod reads this global when its module starts. zod comes
// only in chunks loaded later (decision 050), so setting it as the entry's first import is early
// enough, and saves a request of its own on every first visit (issue 33).
const zodGlobal = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, {
  jitless: true,
});
export {};
