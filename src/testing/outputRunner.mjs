/**
 * Runs the doc examples that show an output and compares each shown output with the real one
 * (src/testing/checkOutputs.ts writes the modules and the plan). A process of its own, so
 * the examples import the documented react-querybuilder version through plain Node resolution.
 *
 * argv[2]: a JSON plan: [{ module, checks: [{ id, where, expected, kind, lang }] }]
 * stdout:  a JSON list of { where, problem } for every output that does not match.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import util from 'node:util';

const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const problems = [];
const show = (value) => util.inspect(value, { depth: 8, breakLength: 120, sorted: true });

/** The shown output as a value: a `// =>` comment or a JS-literal block is JS, a json block JSON. */
function expectedValue(check) {
  if (check.kind === 'block' && check.lang === 'json') return JSON.parse(check.expected);
  return (0, eval)(`(${check.expected}\n)`);
}

function compare(check, actual) {
  if (check.kind === 'block' && typeof actual === 'string') {
    const [shown, real] = [check.expected.trimEnd(), actual.trimEnd()];
    if (shown !== real) problems.push({ where: check.where, problem: `the block shows\n${shown}\nbut the code returns\n${real}` });
    return;
  }
  let expected;
  try {
    expected = expectedValue(check);
  } catch (error) {
    problems.push({
      where: check.where,
      problem: `the shown output does not parse as ${check.kind === 'block' && check.lang === 'json' ? 'JSON' : 'a JavaScript value'}: ${error.message}`,
    });
    return;
  }
  if (!util.isDeepStrictEqual(actual, expected)) {
    problems.push({ where: check.where, problem: `shown ${show(expected)}\nbut the code gives ${show(actual)}` });
  }
}

const quiet = { log: console.log, info: console.info, warn: console.warn, error: console.error };
for (const entry of plan) {
  const results = new Map();
  globalThis.__check = (id, value) => results.set(id, value);
  Object.assign(console, { log() {}, info() {}, warn() {}, error() {} });
  let failure;
  try {
    await import(pathToFileURL(entry.module).href);
  } catch (error) {
    failure = error;
  } finally {
    Object.assign(console, quiet);
  }
  for (const check of entry.checks) {
    if (!results.has(check.id)) {
      problems.push({
        where: check.where,
        problem: failure ? `the example throws before this output: ${failure.message}` : 'the example never reached this output',
      });
      continue;
    }
    let actual = results.get(check.id);
    if (actual && typeof actual.then === 'function') actual = await actual;
    compare(check, actual);
  }
}
process.stdout.write(JSON.stringify(problems));
