#!/usr/bin/env python3
"""The oracle for EvalBench's SQL scorers (src/score/evalbench/nl2sql/): EvalBench's own comparators.

This imports EvalBench's comparator classes from a checkout (EVALBENCH_DIR),
runs each on the inputs below and writes test/fixtures/evalbench/sql-scorers.json:

  {"results": [{"name", "query_type", "golden", "generated", "evalbench": {scorer: score 0-100}}],
   "regexp": [{"name", "sql", "options", "evalbench", "matches"}],
   "consistency": [{"name", "trials", "evalbench": [pair scores], "consistent"}],
   "llmrater": [{"name", "golden", "generated", "replies", "evalbench", "calls"}],
   "llmrater_rows_shown": {"rows", "shown"}}

An input's golden and generated sides are {"sql", "result": {"columns", "rows"} | null,
"error": str | null}, as src/score/evalbench/nl2sql/execution.ts records a run. Each
result becomes what EvalBench's database layer hands its scorers, a list of
dicts {column: value}; a DQL case's result is the execution result (its eval
result None), a DML or DDL case's the eval_query's (its execution result []).
A generated side with no SQL ("") is one EvalBench never runs: no result and
no error.

The files come from these commits (fetched into /tmp/evalbench-sql/evalbench/scorers
with the read_file tool; not copied into this repository), each the newest
stored version whose compare() takes the 10 arguments of score.py's call:
- GoogleCloudPlatform/evalbench c524475 setmatcher.py, 44e39ea util.py
  (make_hashable only: its cache helper, which imports util.safe_pickle, is
  replaced by a stub that raises);
- pl04351820/evalbench (a fork of it) 5883a85 comparator.py, exactmatcher.py,
  executablesql.py, generatedqueryregexpmatcher.py; 39699ed recallmatcher.py,
  returnedsql.py (GoogleCloudPlatform's stored copies of these are an older
  7-argument version);
- minzznguyen/evalbench fafdb8a exact_match_consistency_comparator.py,
  multi_trial_comparator.py, multi_trial_score.py (llm_consistency_comparator,
  which needs a model, is stubbed below: only exact_match_consistency runs).
- GoogleCloudPlatform/evalbench 1c07b41 llmrater.py, run with a stand-in
  model that answers from a script below (which prompt it was asked is
  recorded: "data", "sql" for both-empty results, "analysis" after a 0); its
  model layer (generators.models), cache client (databases.util) and BigQuery
  bridge (scorers.sqlite_bridge) are stubbed, and its three prompt texts are
  shortened to their placeholders.
Docstrings were shortened when the files were written out; the code is as fetched.

Regenerate by hand, never in CI:

  EVALBENCH_DIR=/tmp/evalbench-sql python3 scripts/evalbench-sql-scorers-oracle.py
"""
import json
import os
import sys
import types
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "evalbench" / "sql-scorers.json"

COLS = ["name", "population"]
OSLO = ["Oslo", 709000]
PARIS = ["Paris", 2102650]
LYON = ["Lyon", 522250]


def res(columns, rows):
    return {"columns": columns, "rows": rows}


def ran(sql, columns, rows):
    return {"sql": sql, "result": res(columns, rows), "error": None}


def failed(sql, error):
    return {"sql": sql, "result": None, "error": error}


GOLDEN_SQL = "SELECT name, population FROM city WHERE population > 600000 ORDER BY id"
GOLDEN = ran(GOLDEN_SQL, COLS, [OSLO, PARIS])

RESULTS = [
    ("right", "dql", GOLDEN, ran(GOLDEN_SQL, COLS, [OSLO, PARIS])),
    ("rows reordered", "dql", GOLDEN, ran("SELECT name, population FROM city WHERE population > 600000 ORDER BY name DESC", COLS, [PARIS, OSLO])),
    ("columns reordered", "dql", GOLDEN, ran("SELECT population, name FROM city", ["population", "name"], [[709000, "Oslo"], [2102650, "Paris"]])),
    ("columns renamed", "dql", GOLDEN, ran("SELECT name AS city, population AS pop FROM city", ["city", "pop"], [OSLO, PARIS])),
    ("superset rows", "dql", GOLDEN, ran("SELECT name, population FROM city ORDER BY id", COLS, [OSLO, PARIS, LYON])),
    ("subset rows", "dql", GOLDEN, ran("SELECT name, population FROM city WHERE id = 1", COLS, [OSLO])),
    ("duplicate rows generated", "dql", GOLDEN, ran("SELECT ... UNION ALL ...", COLS, [OSLO, PARIS, OSLO])),
    ("duplicate rows golden", "dql", ran(GOLDEN_SQL, COLS, [OSLO, OSLO]), ran("SELECT ...", COLS, [OSLO])),
    ("extra column", "dql", GOLDEN, ran("SELECT id, name, population FROM city", ["id", "name", "population"], [[1] + OSLO, [2] + PARIS])),
    ("missing column", "dql", GOLDEN, ran("SELECT name FROM city", ["name"], [["Oslo"], ["Paris"]])),
    ("None cells equal", "dql", ran("SELECT name, area FROM city", ["name", "area"], [["Oslo", None]]), ran("SELECT name, area FROM city", ["name", "area"], [["Oslo", None]])),
    ("None cell vs 0", "dql", ran("SELECT name, area FROM city", ["name", "area"], [["Oslo", None]]), ran("SELECT name, 0 FROM city", ["name", "area"], [["Oslo", 0]])),
    ("float sum vs literal", "dql", ran("SELECT 0.3 AS x", ["x"], [[0.3]]), ran("SELECT 0.1 + 0.2 AS x", ["x"], [[0.1 + 0.2]])),
    ("int vs float", "dql", ran("SELECT 2 AS x", ["x"], [[2]]), ran("SELECT 2.0 AS x", ["x"], [[2.0]])),
    ("rounded float", "dql", ran("SELECT avg(x)", ["x"], [[3.14159]]), ran("SELECT round(avg(x), 2)", ["x"], [[3.14]])),
    ("true vs 1", "dql", ran("SELECT true AS x", ["x"], [[True]]), ran("SELECT 1 AS x", ["x"], [[1]])),
    ("text 1 vs number 1", "dql", ran("SELECT 1 AS x", ["x"], [[1]]), ran("SELECT '1' AS x", ["x"], [["1"]])),
    ("duplicate column names", "dql", ran("SELECT 1 AS a, 2 AS a", ["a", "a"], [[1, 2]]), ran("SELECT 2 AS a", ["a"], [[2]])),
    ("generated SQL error", "dql", GOLDEN, failed("SELEC name FROM city", 'near "SELEC": syntax error')),
    ("prose only", "dql", GOLDEN, {"sql": "", "result": None, "error": "no SQL found in the model's output"}),
    ("both empty", "dql", ran("SELECT name FROM city WHERE 0", ["name"], []), ran("SELECT name FROM city WHERE 0", ["name"], [])),
    ("golden empty, generated rows", "dql", ran("SELECT name FROM city WHERE 0", ["name"], []), ran("SELECT name FROM city", ["name"], [["Oslo"]])),
    ("golden empty, generated error", "dql", ran("SELECT name FROM city WHERE 0", ["name"], []), failed("SELECT nme FROM city", "no such column: nme")),
    ("golden error", "dql", failed("SELECT name FROM nowhere", "no such table: nowhere"), ran("SELECT name FROM city", ["name"], [["Oslo"]])),
    ("dml right", "dml", ran("UPDATE city SET name = 'Bergen' WHERE id = 1", ["id", "name"], [[1, "Bergen"], [2, "Paris"]]),
     ran("UPDATE city SET name = 'Bergen' WHERE name = 'Oslo'", ["id", "name"], [[1, "Bergen"], [2, "Paris"]])),
    ("dml wrong", "dml", ran("UPDATE city SET name = 'Bergen' WHERE id = 1", ["id", "name"], [[1, "Bergen"], [2, "Paris"]]),
     ran("UPDATE city SET name = 'Bergen'", ["id", "name"], [[1, "Bergen"], [2, "Bergen"]])),
    ("dml golden eval empty", "dml", ran("DELETE FROM city", ["n"], []), ran("DELETE FROM city WHERE id = 1", ["n"], [[2]])),
]

REGEXP_SQL = "SELECT name\n  FROM city\n WHERE population > 600000"
REGEXP = [
    ("substring", REGEXP_SQL, {"regexp_string_list": ["FROM city"]}),
    ("no match", REGEXP_SQL, {"regexp_string_list": ["JOIN"]}),
    ("inverted no match", REGEXP_SQL, {"regexp_string_list": ["JOIN"], "invert_results": True}),
    ("inverted match", REGEXP_SQL, {"regexp_string_list": ["FROM"], "invert_results": True}),
    ("any of two", REGEXP_SQL, {"regexp_string_list": ["JOIN", "WHERE"]}),
    ("all of two, one missing", REGEXP_SQL, {"regexp_string_list": ["JOIN", "WHERE"], "match_all_patterns": True}),
    ("all of two", REGEXP_SQL, {"regexp_string_list": ["FROM", "WHERE"], "match_all_patterns": True}),
    ("whitespace collapsed", REGEXP_SQL, {"regexp_string_list": ["name FROM city WHERE"]}),
    ("whole query", REGEXP_SQL, {"regexp_string_list": ["SELECT .* FROM city WHERE .*"], "match_whole_query": True}),
    ("whole query, substring only", REGEXP_SQL, {"regexp_string_list": ["FROM city"], "match_whole_query": True}),
    ("inline ignore-case flag", REGEXP_SQL, {"regexp_string_list": ["(?i)from\\s+CITY"]}),
    ("case-sensitive by default", REGEXP_SQL, {"regexp_string_list": ["from city"]}),
    ("named group and backreference", "SELECT a FROM t WHERE a = a", {"regexp_string_list": ["(?P<col>\\w+) = (?P=col)"]}),
    ("python \\Z", REGEXP_SQL, {"regexp_string_list": ["600000\\Z"]}),
    ("backticks stripped at the ends", "`SELECT 1`", {"regexp_string_list": ["^SELECT 1$"], "match_whole_query": True}),
    ("empty SQL", "", {"regexp_string_list": ["SELECT"]}),
    ("empty SQL inverted", "", {"regexp_string_list": ["SELECT"], "invert_results": True}),
    ("whole query with match_all", "SELECT 1", {"regexp_string_list": ["SELECT 1", "SELECT"], "match_all_patterns": True, "match_whole_query": True}),
]

RETURNED = [
    ("sql", "SELECT 1"),
    ("empty", ""),
    ("line comments", "-- nothing to do\n# really"),
    ("block comment", "/* no\n query */"),
    ("comment then sql", "-- the count\nSELECT count(*) FROM city"),
    ("sql after block", "/* note */ SELECT 1"),
]

# llmrater with a stand-in model answering from a script: (name, golden, generated, the model's replies).
NAMES = ["name"]
L_GOLDEN = ran("SELECT name FROM city WHERE population > 600000", NAMES, [["Oslo"], ["Paris"]])
L_EMPTY = ran("SELECT name FROM city WHERE 0", NAMES, [])
ANALYSIS = "**Tags & Explanations:**\n[FilterError]: the filter is missing"
LLMRATER = [
    ("right", L_GOLDEN, ran("SELECT name FROM city WHERE population > 600000", NAMES, [["Oslo"], ["Paris"]]), []),
    ("reordered", L_GOLDEN, ran("SELECT name FROM city WHERE population > 600000 ORDER BY name DESC", NAMES, [["Paris"], ["Oslo"]]), []),
    ("superset, judged incorrect", L_GOLDEN, ran("SELECT name FROM city", NAMES, [["Oslo"], ["Paris"], ["Lyon"]]),
     ["Lyon is small.\nFINAL ANSWER: INCORRECT_INFORMATION", ANALYSIS]),
    ("extra column, judged extra", L_GOLDEN, ran("SELECT name, population FROM city WHERE population > 600000", COLS, [OSLO, PARIS]),
     ["FINAL ANSWER: EXTRA_INFORMATION"]),
    ("renamed column, judged matching", L_GOLDEN, ran("SELECT name AS city FROM city WHERE population > 600000", ["city"], [["Oslo"], ["Paris"], ["Oslo"]]),
     ["FINAL ANSWER: INFORMATION_MATCHES"]),
    ("subset, judged missing", L_GOLDEN, ran("SELECT name FROM city WHERE id = 1", NAMES, [["Oslo"]]),
     ["FINAL ANSWER: MISSING_INFORMATION", ANALYSIS]),
    ("generated empty, judged missing", L_GOLDEN, ran("SELECT name FROM city WHERE 0", NAMES, []),
     ["FINAL ANSWER: MISSING_INFORMATION", ANALYSIS]),
    ("both empty, judged equivalent", L_EMPTY, ran("SELECT name FROM city WHERE 1 = 0", NAMES, []), ["Same logic.\nFINAL ANSWER: EQUIVALENT"]),
    ("both empty, judged not equivalent", L_EMPTY, ran("SELECT name FROM town WHERE 0", NAMES, []), ["FINAL ANSWER: NOT_EQUIVALENT", ANALYSIS]),
    ("generated SQL error", L_GOLDEN, failed("SELEC name FROM city", 'near "SELEC": syntax error'), []),
    ("prose only", L_GOLDEN, {"sql": "", "result": None, "error": "no SQL found in the model's output"}, []),
    ("golden error", failed("SELECT name FROM nowhere", "no such table: nowhere"), ran("SELECT name FROM city", NAMES, [["Oslo"]]), []),
]

T_OSLO = {"result": res(["name"], [["Oslo"]]), "error": None}
T_PARIS = {"result": res(["name"], [["Paris"]]), "error": None}
T_ERR = {"result": None, "error": "no such column: nme"}
T_ERR2 = {"result": None, "error": "no such table: towns"}
CONSISTENCY = [
    ("all the same", [T_OSLO, T_OSLO, T_OSLO]),
    ("last differs", [T_OSLO, T_OSLO, T_PARIS]),
    ("first differs", [T_PARIS, T_OSLO, T_OSLO]),
    ("same error", [T_ERR, T_ERR]),
    ("different errors", [T_ERR, T_ERR2]),
    ("error and rows", [T_OSLO, T_ERR]),
    ("alternating", [T_OSLO, T_PARIS, T_OSLO]),
]


def dicts(result):
    if result is None:
        return None
    return [dict(zip(result["columns"], row)) for row in result["rows"]]


def evalbench_view(query_type, side):
    """(execution_result, eval_result, error) as EvalBench's SQLExecWork would give its scorers."""
    if side["sql"] == "":
        return None, None, None
    rows = dicts(side["result"])
    if query_type == "dql":
        return rows, None, side["error"]
    return ([] if side["error"] is None else None), rows, side["error"]


class ScriptedModel:
    """Stands in for llmrater's model: answers from a script, noting which of llmrater's prompts it was asked."""

    def start(self, replies):
        self.replies = list(replies)
        self.calls = []

    def generate(self, prompt):
        kind = "analysis" if "ERROR ANALYSIS" in prompt else "sql" if "SQL LOGIC" in prompt else "data"
        self.calls.append(kind)
        return self.replies.pop(0)


def main() -> None:
    root = os.environ.get("EVALBENCH_DIR")
    if not root:
        sys.exit("EVALBENCH_DIR: the path of an EvalBench checkout (its evalbench/ folder holds scorers/)")
    sys.path.insert(0, str(Path(root) / "evalbench"))
    # multi_trial_score imports the LLM consistency comparator, which needs EvalBench's model layer: a stub stands in.
    stub = types.ModuleType("scorers.llm_consistency_comparator")
    stub.LLMConsistencyComparator = None
    sys.modules["scorers.llm_consistency_comparator"] = stub
    # llmrater's model layer, cache and BigQuery bridge are EvalBench's infrastructure: stand-ins answer from the script.
    model = ScriptedModel()
    for module_name, attributes in {
        "generators": {},
        "generators.models": {"get_generator": lambda global_models, model_config: model},
        "databases": {},
        "databases.util": {"get_cache_client": lambda config: None},
        "scorers.sqlite_bridge": {"is_hybrid_cross_db_enabled": lambda: False},
    }.items():
        module = types.ModuleType(module_name)
        module.__dict__.update(attributes)
        sys.modules[module_name] = module
    import scorers  # noqa: E402

    scorers.sqlite_bridge = sys.modules["scorers.sqlite_bridge"]
    from scorers import exactmatcher, executablesql, generatedqueryregexpmatcher, llmrater, multi_trial_score, recallmatcher, returnedsql, setmatcher  # noqa: E402

    comparators = {
        "exact_match": exactmatcher.ExactMatcher({}),
        "set_match": setmatcher.SetMatcher({}),
        "recall_match": recallmatcher.RecallMatcher({}),
        "recall_match_precision": recallmatcher.RecallMatcher({"score_type": "precision"}),
        "executable_sql": executablesql.ExecutableGenerationScore({}),
        "returned_sql": returnedsql.ReturnedSQL({}),
    }
    results = []
    for name, query_type, golden, generated in RESULTS:
        g_exec, g_eval, g_err = evalbench_view(query_type, golden)
        x_exec, x_eval, x_err = evalbench_view(query_type, generated)
        scores = {}
        for key, comp in comparators.items():
            score, _ = comp.compare("request", golden["sql"], query_type, g_exec, g_eval, g_err, generated["sql"], x_exec, x_eval, x_err)
            scores[key] = score
        results.append({"name": name, "query_type": query_type, "golden": golden, "generated": generated, "evalbench": scores})

    returned = []
    for name, sql in RETURNED:
        score, _ = comparators["returned_sql"].compare("request", "", "dql", [], None, None, sql, [], None, None)
        returned.append({"name": name, "sql": sql, "evalbench": score})

    regexp = []
    for name, sql, options in REGEXP:
        score, logs = generatedqueryregexpmatcher.GeneratedQueryRegexpMatcher(options).compare("request", "", "dql", [], None, None, sql, [], None, None)
        regexp.append({"name": name, "sql": sql, "options": options, "evalbench": score, "matches": logs})

    consistency = []
    for name, trials in CONSISTENCY:
        items = [{"id": i, "generated_sql": "SELECT", "generated_result": dicts(t["result"]), "eval_results": None, "generated_error": t["error"]} for i, t in enumerate(trials)]
        pairs = multi_trial_score.compare("1", "request", items, {"scorers": {"exact_match_consistency": None}}, None)
        scores = [p["score"] for p in pairs]
        consistency.append({"name": name, "trials": trials, "evalbench": scores, "consistent": all(s == 100.0 for s in scores)})

    rater = llmrater.LLMRater({"model_config": "scripted"}, None)
    rated = []
    for name, golden, generated, replies in LLMRATER:
        g_exec, g_eval, g_err = evalbench_view("dql", golden)
        x_exec, x_eval, x_err = evalbench_view("dql", generated)
        model.start(replies)
        try:
            score, _ = rater.compare("Which cities are big?", golden["sql"], "dql", g_exec, g_eval, g_err, generated["sql"], x_exec, x_eval, x_err)
        except Exception as error:  # score.py records the exception and scores 0
            score = 0
            print(f"llmrater {name}: {type(error).__name__}: {error}")
        rated.append({"name": name, "golden": golden, "generated": generated, "replies": replies, "evalbench": score, "calls": model.calls})
    many = [{"name": f"city {i % 60}"} for i in range(120)]
    shown = [row["name"] for row in llmrater.LLMRater.take_n_uniques(many, 50)]

    OUT.parent.mkdir(parents=True, exist_ok=True)
    out = {
        "results": results,
        "returned_sql": returned,
        "regexp": regexp,
        "consistency": consistency,
        "llmrater": rated,
        "llmrater_rows_shown": {"rows": [row["name"] for row in many], "shown": shown},
    }
    OUT.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(results)} result cases, {len(returned)} returned_sql, {len(regexp)} regexp, {len(consistency)} consistency, {len(rated)} llmrater -> {OUT}")


if __name__ == "__main__":
    main()
