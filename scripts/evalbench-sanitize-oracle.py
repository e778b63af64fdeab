#!/usr/bin/env python3
"""The oracle for evalbenchSanitize (src/sql/extract.ts): EvalBench's own sanitize_sql.

EvalBench cleans a model's reply with evalbench/util/sanitizer.py sanitize_sql
before it runs it (work/sqlexecwork.py _sanitize_sql). This imports that
function from an EvalBench checkout, runs it on each (reply, dialect) below and
writes test/fixtures/evalbench/sanitize.json:

  {"input", "dialect", "evalbench"}

The fixture was written from graceqi-g/evalbench at
b3af90cdad5678e20714cdfbe055851c0342042d (the dialect-aware sanitize_sql; its
file is not copied here). Regenerate by hand, never in CI:

  git clone https://github.com/graceqi-g/evalbench /tmp/evalbench
  EVALBENCH_DIR=/tmp/evalbench python3 scripts/evalbench-sanitize-oracle.py
"""
import json
import os
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "evalbench" / "sanitize.json"

REPLIES = [
    "SELECT name FROM city",
    "```sql\nSELECT name FROM city;\n```",
    "```\nSELECT name FROM city;\n```",
    "Here is the query:\n```sql\nSELECT name\nFROM city\nWHERE population > 1000;\n```\nIt lists the big cities.",
    'sql: "SELECT name FROM city"',
    "SELECT name FROM city\\nWHERE id = 1",
    "SELECT  name   FROM    city",
    "SELECT 'a  b' AS spaced",
    "SELECT `name` FROM `city`",
    "SELECT \\`name\\` FROM city WHERE note = \\\"x\\\"",
    "SELECT name FROM google_sql.city",
    "SELECT 'C:\\\\temp' AS path",
    "   \n\tSELECT 1   \n",
    "I cannot write SQL for that question.",
    "-- no query\n-- needed",
    "",
]

DIALECTS = ["sqlite", "postgres", "googlesql", None]


def main() -> None:
    root = os.environ.get("EVALBENCH_DIR")
    if not root:
        sys.exit("EVALBENCH_DIR: the path of an EvalBench checkout (its evalbench/ folder holds util/sanitizer.py)")
    sys.path.insert(0, str(Path(root) / "evalbench"))
    from util.sanitizer import sanitize_sql  # noqa: E402  (EvalBench's, imported from the checkout)

    cases = [{"input": reply, "dialect": dialect, "evalbench": sanitize_sql(reply, dialect)} for reply in REPLIES for dialect in DIALECTS]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(cases)} cases -> {OUT}")


if __name__ == "__main__":
    main()
