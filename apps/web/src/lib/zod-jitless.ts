// zod 4 compiles object parsers with `new Function` (and probes for it on the first parse), which the
// app's content security policy (`script-src 'self'`) blocks and reports as a violation. Its interpreted
// parser is fast enough for a form's or an answer's few fields. zod reads its settings from this global
// when it loads (shared by every copy), so the browser sets it without importing zod: zod stays in its
// own chunk, off the first paint. main.tsx imports this first, before any schema parses. It sets the flag
// on the object zod may already hold: a chunk the entry imports statically is evaluated before the
// entry's own code, so zod can have loaded (and captured its settings object) first; replacing the object
// would leave zod with the old one (the /invest page's search did just that).
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
