#!/usr/bin/env python3
"""The oracle for our agent and RAG scoring: verdicts computed by Python.

The rules are those of the Python supereval CLI (github.com/satchpx/supereval):
supereval/agent/scorer.py score_trajectory with the models of
supereval/agent/models.py (AgentExpected, AgentThresholds), and
supereval/rag/scorer.py score_rag_case with supereval/rag/models.py
(RagThresholds). They are restated below, rule for rule, in a few lines each,
and run by python3 so that Python itself decides what the TypeScript port
must reproduce: `==` between JSON values, str.strip(), re.search, repr(),
format(x, '.2f') and float arithmetic. pydantic reads expected and thresholds
as the Python tool's models do.

Trajectories are written as actions (thought / call / answer) and expanded
into steps as the Python tool's reference runner records them
(examples/react_bedrock.py): a thought step, a tool_call step followed by an
observation step, an answer step.

Run: python3 scripts/python-scoring-oracle.py
Writes test/fixtures/python-oracle/scoring.json.
"""
from __future__ import annotations

import json
import re
import sys
from enum import Enum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "python-oracle" / "scoring.json"


# --- agent/models.py: the fields the scorer reads, with their defaults ------

class AnswerMatch(str, Enum):
    exact = "exact"
    contains = "contains"
    regex = "regex"
    llm_judge = "llm_judge"


class MustCallWith(BaseModel):
    tool: str
    args: dict = Field(default_factory=dict)


class AgentExpected(BaseModel):
    answer: str | None = None
    answer_match: AnswerMatch = AnswerMatch.contains
    rubric: str | None = None
    must_call: list[str] = Field(default_factory=list)
    must_not_call: list[str] = Field(default_factory=list)
    must_call_with: list[MustCallWith] = Field(default_factory=list)
    max_steps: int | None = None
    max_tool_calls: int | None = None


class AgentThresholds(BaseModel):
    min_answer_score: float = 0.8
    min_tool_score: float = 1.0
    min_reasoning_score: float | None = None
    answer_weight: float = 0.40
    tool_weight: float = 0.40
    reasoning_weight: float = 0.15
    efficiency_weight: float = 0.05


def expand(actions):
    """Steps and tool calls as the reference runner records them."""
    steps, calls, final = [], [], None
    for action in actions:
        if "thought" in action:
            steps.append("thought")
        elif "call" in action:
            calls.append({"name": action["call"], "arguments": action.get("args", {})})
            steps += ["tool_call", "observation"]
        else:
            final = action["answer"]
            steps.append("answer")
    return steps, calls, final


def score_agent(actions, expected_raw, thresholds_raw, error=None):
    """agent/scorer.py score_trajectory, without a judge."""
    expected = AgentExpected(**expected_raw)
    t = AgentThresholds(**thresholds_raw)
    steps, calls, final = expand(actions)
    called = {c["name"] for c in calls}
    out = {"answer_score": 0.0, "tool_score": 0.0, "efficiency_score": 1.0, "composite_score": 0.0,
           "step_count": len(steps), "tool_call_count": len(calls), "failure_reasons": []}
    reasons = out["failure_reasons"]
    if error:
        reasons.append(f"Agent error: {error}")
        out["passed"] = False
        return out

    answer_reason = ""
    if expected.answer is not None:
        text = final or ""
        m = expected.answer_match
        if m == AnswerMatch.exact:
            a = 1.0 if text.strip() == expected.answer.strip() else 0.0
        elif m == AnswerMatch.contains:
            a = 1.0 if expected.answer.lower() in text.lower() else 0.0
        elif m == AnswerMatch.regex:
            a = 1.0 if re.search(expected.answer, text) else 0.0
        else:  # llm_judge without a judge: contains, with a note
            a = 1.0 if expected.answer.lower() in text.lower() else 0.0
            answer_reason = "llm_judge requested but no --judge-model configured; fell back to contains match"
    else:
        a = 1.0
    out["answer_score"] = a
    if a < t.min_answer_score:
        msg = f"Answer score {a:.2f} below threshold {t.min_answer_score:.2f}"
        reasons.append(msg + (f": {answer_reason}" if answer_reason else ""))

    missing = [n for n in expected.must_call if n not in called]
    reasons += [f"Required tool not called: '{n}'" for n in missing]
    forbidden = [n for n in expected.must_not_call if n in called]
    reasons += [f"Forbidden tool was called: '{n}'" for n in forbidden]
    bad_args = 0
    for req in expected.must_call_with:
        same = [c for c in calls if c["name"] == req.tool]
        if not same:
            bad_args += 1
            reasons.append(f"Tool '{req.tool}' required by must_call_with but was never called")
            continue
        if not any(all(c["arguments"].get(k) == v for k, v in req.args.items()) for c in same):
            bad_args += 1
            desc = ", ".join(f"{k}={v!r}" for k, v in req.args.items())
            reasons.append(f"Tool '{req.tool}' called but never with required args: {desc}")
    checks = len(expected.must_call) + len(expected.must_not_call) + len(expected.must_call_with)
    tool = 1.0 if checks == 0 else max(0.0, 1.0 - (len(missing) + len(forbidden) + bad_args) / checks)
    out["tool_score"] = tool

    n = len(steps)
    if expected.max_steps is not None and n > expected.max_steps:
        reasons.append(f"Step count {n} exceeds max {expected.max_steps}")
    if expected.max_tool_calls is not None and len(calls) > expected.max_tool_calls:
        reasons.append(f"Tool call count {len(calls)} exceeds max {expected.max_tool_calls}")

    eff = max(0.0, 1.0 - max(0, n - 1) / (expected.max_steps - 1)) if expected.max_steps and expected.max_steps > 1 else 1.0
    out["efficiency_score"] = eff

    total = t.answer_weight + t.tool_weight + t.efficiency_weight
    out["composite_score"] = (a * t.answer_weight + tool * t.tool_weight + 0.0 * 0.0 + eff * t.efficiency_weight) / total if total > 0 else 0.0
    out["passed"] = not reasons
    return out


# --- rag/models.py and rag/scorer.py ---------------------------------------

class RagThresholds(BaseModel):
    require_contains: bool = True
    min_faithfulness_score: float | None = None
    min_answer_correctness_score: float = 0.5
    faithfulness_weight: float = 0.5
    answer_correctness_weight: float = 0.5


# The judges' labels and their normalised scores (seed "How Scoring Works").
FAITHFULNESS = {"none": 0.0, "some": 0.25, "approximately half": 0.5, "most": 0.75, "all": 1.0}
CORRECTNESS = {"incorrect": 0.0, "partially correct": 0.5, "correct": 1.0}


def score_rag(answer, ground_truth, thresholds_raw, judge=None):
    """rag/scorer.py score_rag_case; `judge` gives the two labels."""
    t = RagThresholds(**thresholds_raw)
    reasons = []
    contains = 1.0 if ground_truth.lower() in answer.lower() else 0.0
    if t.require_contains and contains == 0.0:
        reasons.append(f"Answer does not contain expected ground truth: {ground_truth!r}")
    if judge is not None:
        faith = FAITHFULNESS[judge["faithfulness"]]
        correct = CORRECTNESS[judge["correctness"]]
        if t.min_faithfulness_score is not None and faith < t.min_faithfulness_score:
            reasons.append(f"Faithfulness score {faith:.2f} below threshold {t.min_faithfulness_score:.2f}: ...")
        if correct < t.min_answer_correctness_score:
            reasons.append(f"Answer correctness score {correct:.2f} below threshold {t.min_answer_correctness_score:.2f}: ...")
        total = t.faithfulness_weight + t.answer_correctness_weight
        composite = (faith * t.faithfulness_weight + correct * t.answer_correctness_weight) / total if total > 0 else 0.0
    else:
        faith, correct = 1.0, contains
        if correct < t.min_answer_correctness_score:
            reasons.append(f"Answer correctness score {correct:.2f} below threshold "
                           f"{t.min_answer_correctness_score:.2f} (no judge configured; using contains match)")
        composite = correct
    return {"contains_score": contains, "answer_correctness_score": correct, "faithfulness_score": faith,
            "composite_score": composite, "failure_reasons": reasons, "passed": not reasons}


# --- the cases ---------------------------------------------------------------

SEARCH = [{"thought": "look it up"}, {"call": "search", "args": {"query": "s3 limits"}}, {"answer": "An S3 object can be up to 5 TB."}]

AGENT = [
    ("contains, case-insensitive", {"answer": "5 tb"}, {}, SEARCH),
    ("exact compares case-sensitively", {"answer": "paris", "answer_match": "exact"}, {}, [{"answer": "Paris"}]),
    ("exact strips Python whitespace", {"answer": "Paris", "answer_match": "exact"}, {}, [{"answer": "\x1c Paris\x85\n"}]),
    ("exact keeps a BOM", {"answer": "Paris", "answer_match": "exact"}, {}, [{"answer": "\ufeffParis"}]),
    ("exact with an empty expected answer", {"answer": "", "answer_match": "exact"}, {}, [{"answer": "x"}]),
    ("regex with inline flag and named group", {"answer": r"(?i)order (?P<n>\d+) .* (?P=n)", "answer_match": "regex"}, {},
     [{"answer": "ORDER 42 shipped, ref 42"}]),
    ("regex with Unicode digits", {"answer": r"^\d+ days$", "answer_match": "regex"}, {}, [{"answer": "١٤ days"}]),
    ("regex verbose with a comment", {"answer": "(?x) refund \\s+ issued  # the phrase", "answer_match": "regex"}, {},
     [{"answer": "refund   issued"}]),
    ("regex is a search, not a match", {"answer": "issued", "answer_match": "regex"}, {}, [{"answer": "refund issued today"}]),
    ("regex $ before a final newline", {"answer": "done$", "answer_match": "regex"}, {}, [{"answer": "all done\n"}]),
    ("llm_judge without a judge falls back to contains", {"answer": "5 TB", "answer_match": "llm_judge"}, {},
     [{"answer": "five terabytes"}]),
    ("no expected answer is full marks", {"must_call": ["search"], "answer_match": "exact"}, {}, SEARCH),
    ("tool failures in order", {"answer": "5 TB", "must_call": ["search", "fetch", "lookup"], "must_not_call": ["delete", "search"],
                                "must_call_with": [{"tool": "search", "args": {"query": "S3 limits"}},
                                                   {"tool": "fetch", "args": {}}]}, {}, SEARCH + [{"call": "delete"}]),
    ("min_tool_score 0 still fails on a failed check", {"answer": "5 TB", "must_call": ["fetch"]}, {"min_tool_score": 0.0}, SEARCH),
    ("min_tool_score above 1 is never applied", {"answer": "5 TB", "must_call": ["search"]}, {"min_tool_score": 1.5}, SEARCH),
    ("one failed check of three", {"answer": "5 TB", "must_call": ["search", "fetch"], "must_not_call": ["delete"]}, {}, SEARCH),
    ("True == 1 and 1 == 1.0", {"must_call_with": [{"tool": "deploy", "args": {"force": 1, "retries": 2.0, "dry": False}}]}, {},
     [{"call": "deploy", "args": {"force": True, "retries": 2, "dry": 0}}, {"answer": "ok"}]),
    ("'1' is not 1", {"must_call_with": [{"tool": "deploy", "args": {"force": "1"}}]}, {},
     [{"call": "deploy", "args": {"force": 1}}, {"answer": "ok"}]),
    ("nested objects must be equal, key order aside", {"must_call_with": [
        {"tool": "search", "args": {"filter": {"tier": "std", "region": "eu"}}},
        {"tool": "search", "args": {"filter": {"region": "eu"}}}]}, {},
     [{"call": "search", "args": {"filter": {"region": "eu", "tier": "std"}}}, {"answer": "ok"}]),
    ("lists equal element-wise", {"must_call_with": [{"tool": "tag", "args": {"ids": [1, 2]}}, {"tool": "tag", "args": {"ids": [2, 1]}}]}, {},
     [{"call": "tag", "args": {"ids": [1.0, True + 1]}}, {"answer": "ok"}]),
    ("a missing argument is None", {"must_call_with": [{"tool": "tag", "args": {"note": None}}, {"tool": "tag", "args": {"ids": None}}]}, {},
     [{"call": "tag", "args": {"ids": [1]}}, {"answer": "ok"}]),
    ("repr of the wanted arguments", {"must_call_with": [{"tool": "send", "args": {
        "to": "O'Brien", "cc": None, "urgent": True, "size": 0.5, "tiny": 1e-05, "meta": {"k": [1, "x"]}, "line": "a\nb\té"}}]}, {},
     [{"call": "send", "args": {}}, {"answer": "sent"}]),
    ("never called", {"must_call_with": [{"tool": "send", "args": {"to": "x"}}]}, {}, [{"answer": "sent"}]),
    ("step count counts thoughts, calls, observations, answer", {"answer": "5 TB", "max_steps": 3}, {}, SEARCH),
    ("at max_steps exactly", {"answer": "5 TB", "max_steps": 4}, {}, SEARCH),
    ("efficiency in between", {"answer": "5 TB", "max_steps": 7}, {}, SEARCH),
    ("max_steps 1: efficiency 1.0, still over", {"answer": "5 TB", "max_steps": 1}, {}, SEARCH),
    ("max_tool_calls", {"answer": "ok", "max_tool_calls": 1}, {}, [{"call": "a"}, {"call": "b"}, {"answer": "ok"}]),
    ("custom weights", {"answer": "5 TB", "must_call": ["fetch"], "max_steps": 9}, {"answer_weight": 0.7, "tool_weight": 0.1, "efficiency_weight": 0.2}, SEARCH),
    ("weights adding up to 0", {"answer": "5 TB"}, {"answer_weight": 0, "tool_weight": 0, "efficiency_weight": 0}, SEARCH),
    ("threshold formatted half to even", {"answer": "nope"}, {"min_answer_score": 0.125}, [{"answer": "5 TB"}]),
    ("threshold 0.375", {"answer": "nope"}, {"min_answer_score": 0.375}, [{"answer": "5 TB"}]),
    ("all failure kinds in order", {"answer": "5 TB", "answer_match": "exact", "must_call": ["fetch"], "must_not_call": ["search"],
                                    "must_call_with": [{"tool": "search", "args": {"query": "x"}}], "max_steps": 2, "max_tool_calls": 0}, {}, SEARCH),
]

AGENT_ERRORS = [
    ("stopped at the step budget", {"answer": "5 TB", "must_call": ["search"], "max_steps": 2}, {},
     [{"call": "search"}, {"call": "search"}], "Reached max steps (2) without producing an answer"),
]

RAG = [
    ("contains", "Up to 256 KB per message.", "256 KB", {}, None),
    ("missing ground truth", "Messages are small.", "256 KB", {}, None),
    ("ground truth with a quote", "no", "O'Reilly's book", {}, None),
    ("require_contains off", "no", "256 KB", {"require_contains": False}, None),
    ("require_contains off, minimum 0", "no", "256 KB", {"require_contains": False, "min_answer_correctness_score": 0.0}, None),
    ("judge: partially correct passes 0.5", "256 KB", "256 KB", {}, {"correctness": "partially correct", "faithfulness": "none"}),
    ("judge: incorrect", "256 KB", "256 KB", {}, {"correctness": "incorrect", "faithfulness": "all"}),
    ("judge: faithfulness minimum", "256 KB", "256 KB", {"min_faithfulness_score": 0.75}, {"correctness": "correct", "faithfulness": "approximately half"}),
    ("judge: weights not adding up to 1", "256 KB", "256 KB", {"faithfulness_weight": 0.3, "answer_correctness_weight": 0.1},
     {"correctness": "partially correct", "faithfulness": "most"}),
    ("judge: weights adding up to 0", "256 KB", "256 KB", {"faithfulness_weight": 0, "answer_correctness_weight": 0},
     {"correctness": "correct", "faithfulness": "all"}),
]


# repr() and format(x, '.2f') as they appear in failure reasons.
REPR_VALUES = [None, True, False, 0, 5, -3, 0.5, 0.1, 1e-05, 0.0001, 123.456, 1.5e16, 2.5e-07, -0.75, 1e300,
               "s3", "O'Brien", 'say "hi"', "both ' and \"", "back\\slash", "tab\tnew\nline\r", "\x00\x1f\x7f",
               "é ü 日本", "\u00a0nbsp", "\u200bzero width", "\u2028line sep", "\U0001F600",
               [1, "x", None], {"k": {"n": [True, 2.5]}}, {}, []]
FIXED = [0, 1, 0.5, 0.125, 0.375, 0.625, 0.875, 0.005, 0.015, 0.025, 0.045, 1 / 3, 2 / 3, 0.8, 0.85, 0.995, 0.9949999,
         1 - 1 / 3, 0.6874999999999999, 12.345, -0.125, 2.675, 1.005]


def main():
    values = {"repr": [[v, repr(v)] for v in REPR_VALUES], "fixed2": [[x, format(x, ".2f")] for x in FIXED]}
    agent = [{"name": n, "expected": e, "thresholds": t, "actions": a, "python": score_agent(a, e, t)} for n, e, t, a in AGENT]
    agent += [{"name": n, "expected": e, "thresholds": t, "actions": a, "error": err, "python": score_agent(a, e, t, err)}
              for n, e, t, a, err in AGENT_ERRORS]
    rag = [{"name": n, "answer": ans, "ground_truth": gt, "thresholds": t, "judge": j, "python": score_rag(ans, gt, t, j)}
           for n, ans, gt, t, j in RAG]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({"python": sys.version.split()[0], "values": values, "agent": agent, "rag": rag}, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(agent)} agent and {len(rag)} RAG cases -> {OUT}")


if __name__ == "__main__":
    main()
