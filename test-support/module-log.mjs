// A module hook (node --import) for tests: prints every module the process resolves, one
// "module <url>" line each, so a test can tell what a process loaded.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  process.stdout.write('module ' + result.url + '\\n');
  return result;
}`)}`,
);
