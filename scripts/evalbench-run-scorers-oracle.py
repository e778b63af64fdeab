#!/usr/bin/env python3
"""The oracle for src/score/evalbench/run-scorers.ts: EvalBench's own trajectory_matcher,
tokens_processed and effective_billed_tokens.

Imports TrajectoryMatcher (evalbench/scorers/trajectorymatcher.py, the version
with filter_native_tools, which imports looks_like_canonical_mcp_name from
evalbench/generators/models/tool_naming.py), TokensProcessed and
EffectiveBilledTokens from an EvalBench checkout, runs them on the cases below
and writes test/fixtures/evalbench/run-scorers.json:

  {"trajectory": [{"expected", "actual", "options", "evalbench"}],
   "tokens": [{"usage", "options", "tokens_processed", "effective_billed_tokens"}]}

Token usage reaches EvalBench as a Gemini CLI stats block (one turn, one model:
input, candidates, cached, cache_creation); the fixture keeps it as our usage
fields (input_tokens, output_tokens, cached_input_tokens, cache_write_input_tokens).
Written from GoogleCloudPlatform/evalbench (trajectorymatcher.py with
filter_native_tools, tool_naming.py 200e1060, tokensprocessed.py and
effectivebilledtokens.py ed1d27c5); their files are not copied here.
Regenerate by hand, never in CI:

  git clone https://github.com/GoogleCloudPlatform/evalbench /tmp/evalbench
  EVALBENCH_DIR=/tmp/evalbench python3 scripts/evalbench-run-scorers-oracle.py
"""
import json
import os
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "evalbench" / "run-scorers.json"

A, B, C, D = "db__list", "db__create", "db__drop", "fs__read"
TRAJECTORIES = [
    ([A, B], [A, B]),
    ([A, B], [B, A]),
    ([A, B], [A, B, C]),
    ([A, B, C], [A]),
    ([A, B], []),
    ([], [A]),
    ([], []),
    ([A, A, B], [A, B, B]),
    ([A, B, C, D], [D, C, B, A]),
    ([A, "Bash", B], [A, "Read", "update_topic", B]),
    (["Read", "Bash"], ["Bash"]),
    (["list_items", "get_item"], ["get_item", "list_items", "get_item"]),
    (["__x", "x__", "a___b", "mcp__srv__tool"], ["a___b", "x__", "mcp__srv__tool"]),
]
OPTIONS = [{}, {"enforce_order": True}, {"filter_native_tools": False}, {"enforce_order": True, "filter_native_tools": False}]

USAGES = [
    {"input_tokens": 1200, "output_tokens": 300},
    {"input_tokens": 1200, "output_tokens": 300, "cached_input_tokens": 8000},
    {"input_tokens": 50, "output_tokens": 7, "cached_input_tokens": 12345, "cache_write_input_tokens": 2048},
    {"input_tokens": 0, "output_tokens": 0},
]
WEIGHTS = [{}, {"input_weight": 2.0, "cached_weight": 0.0, "cache_write_weight": 3.5, "output_weight": 0.25}]


def history(usage):
    tokens = {"input": usage["input_tokens"], "candidates": usage["output_tokens"]}
    if "cached_input_tokens" in usage:
        tokens["cached"] = usage["cached_input_tokens"]
    if "cache_write_input_tokens" in usage:
        tokens["cache_creation"] = usage["cache_write_input_tokens"]
    agent = json.dumps({"stats": {"models": {"m": {"tokens": tokens}}}})
    return json.dumps([{"user": "task", "agent": agent}])


def main() -> None:
    root = os.environ.get("EVALBENCH_DIR")
    if not root:
        sys.exit("EVALBENCH_DIR: the path of an EvalBench checkout (its evalbench/ folder holds scorers/)")
    sys.path.insert(0, str(Path(root) / "evalbench"))
    # EvalBench's, imported from the checkout.
    from scorers.trajectorymatcher import TrajectoryMatcher  # noqa: E402
    from scorers.tokensprocessed import TokensProcessed  # noqa: E402
    from scorers.effectivebilledtokens import EffectiveBilledTokens  # noqa: E402

    def run(comparator, golden, generated, eval_result=""):
        return comparator.compare("", "", "", golden, "", "", "", generated, eval_result, "")[0]

    trajectory = [
        {"expected": e, "actual": a, "options": o, "evalbench": run(TrajectoryMatcher(dict(o)), list(e), list(a))}
        for e, a in TRAJECTORIES
        for o in OPTIONS
    ]
    tokens = [
        {
            "usage": u,
            "options": w,
            "tokens_processed": run(TokensProcessed({}), [], [], history(u)),
            "effective_billed_tokens": run(EffectiveBilledTokens(dict(w)), [], [], history(u)),
        }
        for u in USAGES
        for w in WEIGHTS
    ]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({"trajectory": trajectory, "tokens": tokens}, indent=1) + "\n", encoding="utf-8")
    print(f"{len(trajectory)} trajectories, {len(tokens)} usages -> {OUT}")


if __name__ == "__main__":
    main()
