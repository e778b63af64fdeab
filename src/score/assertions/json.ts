// is-json and contains-json, with an optional JSON Schema, as promptfoo
// 0.121.20 decides them (src/assertions/json.ts): ajv in strict mode with
// ajv-formats, a schema given as an object or as YAML/JSON text; the schema's
// patterns run under the regex time limit (json-schema.ts).
import type { Assertion } from '../../config/index.js';
import {
  AssertionConfigError,
  type AssertContext,
  type AssertionFamily,
  type AssertionHandler,
  type AssertOutcome,
  type ValueCheck,
} from '../types.js';
import { extractJsonObjects, loadYaml } from './json-extract.js';
import { compileSchema, type SchemaValidator } from './json-schema.js';
import { DEFAULT_TIME_LIMITS } from '../sandbox/time-limit.js';
import { RegexBudget } from '../sandbox/bounded-regex-sync.js';
import { isInverse, isTemplate, promptfooVerdict } from './promptfoo.js';

/** A value promptfoo reads as "no schema": it tests for JSON only. */
const noSchema = (value: unknown): boolean => !value;

/** The schema a value stands for: an object as given, text read as YAML (JSON is YAML). */
function schemaOf(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('file://')) throw new Error('`value`: a schema in a file (`file://`) is not supported here; give the schema inline');
    return loadYaml(value);
  }
  if (typeof value === 'object') return value;
  throw new Error('`value` must be a JSON Schema, as an object or as YAML/JSON text');
}

/** The validator for an assertion's schema; a schema that cannot compile is the assertion's error. */
function validatorFor(assertion: Assertion): SchemaValidator {
  try {
    return compileSchema(schemaOf(assertion.value));
  } catch (error) {
    throw new AssertionConfigError(`${assertion.type}: ${schemaProblem(error)}`);
  }
}

const schemaProblem = (error: unknown): string => {
  const message = (error as Error).message;
  return message.startsWith('`value`') ? message : `\`value\` is not a valid JSON Schema (${message})`;
};

/**
 * A schema that can never compile (not YAML, not a schema, an unknown
 * keyword or format in strict mode) is refused at load. promptfoo compiles it
 * only once the output holds JSON, so on other outputs it fails instead.
 */
const schemaValue: ValueCheck = (value) => {
  if (noSchema(value) || isTemplate(value)) return null;
  try {
    compileSchema(schemaOf(value));
    return null;
  } catch (error) {
    return schemaProblem(error);
  }
};

/** A budget of the run's regex time limit, for one assertion's validations. */
const regexBudget = (context: AssertContext) => new RegexBudget((context.limits ?? DEFAULT_TIME_LIMITS).regexMs);

const isJson: AssertionHandler = async (output, assertion, context): Promise<AssertOutcome> => {
  const inverse = isInverse(assertion);
  let parsed: unknown;
  let isValidJson = true;
  try {
    parsed = JSON.parse(output);
  } catch {
    isValidJson = false;
  }
  // Output that is not JSON is never checked against the schema: not-is-json passes it.
  if (isValidJson && !noSchema(assertion.value)) {
    const { valid, errors } = validatorFor(assertion).check(parsed, regexBudget(context));
    if (valid === inverse) {
      const reason = inverse
        ? 'Output is JSON that conforms to the provided schema'
        : `JSON does not conform to the provided schema. Errors: ${errors}`;
      return promptfooVerdict(assertion, false, 0, reason);
    }
    return promptfooVerdict(assertion, true, 1, 'Assertion passed');
  }
  const pass = isValidJson !== inverse;
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, pass ? 'Assertion passed' : 'Expected output to be valid JSON');
};

const containsJson: AssertionHandler = async (output, assertion, context): Promise<AssertOutcome> => {
  const inverse = isInverse(assertion);
  const found = extractJsonObjects(output);
  let reason = 'Expected output to contain valid JSON';
  let pass = found.length > 0 !== inverse;
  // With a schema, the first conforming object decides; otherwise the last one tried
  // (so not-contains-json passes when no object conforms).
  if (!noSchema(assertion.value) && found.length > 0) {
    const schema = validatorFor(assertion);
    // One regex time limit for all the objects the output holds.
    const budget = regexBudget(context);
    for (const object of found) {
      const { valid, errors } = schema.check(object, budget);
      pass = valid !== inverse;
      if (valid) {
        if (inverse) reason = 'Output contains JSON conforming to the provided schema';
        break;
      }
      reason = `JSON does not conform to the provided schema. Errors: ${errors}`;
    }
  }
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, pass ? 'Assertion passed' : reason);
};

export const jsonFamily: AssertionFamily = {
  handlers: { 'is-json': isJson, 'contains-json': containsJson },
  valueChecks: { 'is-json': schemaValue, 'contains-json': schemaValue },
};
