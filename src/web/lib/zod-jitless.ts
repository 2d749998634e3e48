// The Content-Security-Policy forbids evaluated code (no 'unsafe-eval'). zod probes with
// `Function('')` when its first object schema is built and the browser reports that probe as a
// CSP violation; jitless mode skips it. zod reads this global when its module starts, so it is
// set by this deferred classic script, which runs before the app's module scripts.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
