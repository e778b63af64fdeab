// A dataset's JSON Schema, compiled as promptfoo 0.121.20 compiles it (ajv in
// strict mode with ajv-formats), with its `pattern` and `patternProperties`
// matched under the regex time limit: they are the dataset's regexes run on
// the model's output, as a `regex` assertion's are. ajv takes a RegExp engine
// (its `code.regExp` option): ours compiles each pattern as ajv would (an
// invalid one still fails the schema) and runs each match on a worker
// (bounded-regex-sync.ts), all the matches of one validation sharing the limit
// (of one contains-json: of every object it checks).
import { Ajv, type CodeOptions, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DEFAULT_REGEX_TIME_LIMIT_MS } from '../sandbox/bounded-regex.js';
import { boundedTestSync, RegexBudget } from '../sandbox/bounded-regex-sync.js';

export interface SchemaCheck {
  valid: boolean;
  /** ajv's one-line account of why the data does not conform ('No errors' when it does). */
  errors: string;
}

export interface SchemaValidator {
  /**
   * Whether `data` conforms; throws RegexNotFinishedError when the schema's
   * patterns run past `budget` (the run's regex time limit, for this
   * validation alone; several validations of one assertion may share one).
   */
  check(data: unknown, budget: RegexBudget): SchemaCheck;
}

// Compiled validators by schema text. promptfoo compiles every schema into
// one shared ajv instance, where a second schema with the same `$id` is an
// error; one instance per distinct schema keeps strict mode and formats the
// same without that clash.
const validators = new Map<string, SchemaValidator>();

/** A validator for `schema`, compiled once; a schema that cannot compile throws ajv's error. */
export function compileSchema(schema: unknown): SchemaValidator {
  const key = schema === undefined ? 'undefined' : JSON.stringify(schema);
  const known = validators.get(key);
  if (known) return known;
  // The budget of the validation in progress: ajv's validate() is synchronous, so one at a time.
  let budget: RegexBudget | null = null;
  const regExp = Object.assign(
    (pattern: string, flags: string) => {
      const re = new RegExp(pattern, flags);
      return {
        test: (input: string) => boundedTestSync(re, input, budget ?? new RegexBudget(DEFAULT_REGEX_TIME_LIMIT_MS)),
        toString: () => re.toString(),
      };
    },
    { code: 'boundedRegExp' },
  ) satisfies NonNullable<CodeOptions['regExp']>;
  const ajv = new Ajv({ strictSchema: true, code: { regExp } });
  addFormats.default(ajv);
  const validate: ValidateFunction = ajv.compile(schema as object);
  const validator: SchemaValidator = {
    check(data, shared) {
      budget = shared;
      try {
        const valid = validate(data);
        return { valid, errors: ajv.errorsText(validate.errors) };
      } finally {
        budget = null;
      }
    },
  };
  validators.set(key, validator);
  return validator;
}
