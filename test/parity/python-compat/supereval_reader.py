#!/usr/bin/env python3
"""The Python supereval CLI's reading logic, for the compatibility tests.

What the Python tool (github.com/satchpx/supereval) does when it reads a
dataset or a baseline.json, restated with the same semantics so that
test/parity/python-compat.test.ts can check our files against it:

- `load TYPE DIR`: validates dataset.json and cases.jsonl with pydantic v2
  (`model_validate_json`, lax mode), as supereval/storage.py load_cases,
  agent/storage.py load_agent_cases and rag/storage.py load_rag_cases do. The
  models below declare the fields of supereval/models.py, agent/models.py and
  rag/models.py (names, types, defaults). Needs pydantic: exits 3 without it.
- `compare TYPE BASELINE CURRENT`: baseline.py compare_to_baseline (and its
  agent/baseline.py and rag/baseline.py twins) on our baseline.json; CURRENT is
  a JSON list of {"id", "passed", "score"} with the run's pass rate computed
  as RunResult.pass_rate does. Plain json: runs on any python3.
- `dump BASELINE`: whether the file is exactly what `json.dumps(value,
  indent=2)` writes for the values it holds (the writers' save_baseline), and
  the Python type of every summary and case field.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Literal


def compare(dataset_type: str, baseline_path: str, current_path: str) -> dict:
    baseline = json.loads(Path(baseline_path).read_text())
    current = json.loads(Path(current_path).read_text())
    # LLM datasets match cases by `key` (baseline.py); agent and RAG ones by `case_id`.
    field = "case_id" if dataset_type in ("agent", "rag") else "key"
    score = "composite_score" if dataset_type in ("agent", "rag") else "score"
    baseline_pass_rate = baseline.get("summary", {}).get("pass_rate", 1.0)
    baseline_cases = {c[field]: c for c in baseline.get("cases", [])}
    passed = sum(1 for c in current if c["passed"])
    pass_rate = passed / len(current) if current else 0.0
    regressions = [
        {"id": c["id"], "baseline_score": baseline_cases[c["id"]][score], "current_score": c["score"]}
        for c in current
        if c["id"] in baseline_cases and baseline_cases[c["id"]]["passed"] and not c["passed"]
    ]
    return {
        "baseline_pass_rate": baseline_pass_rate,
        "pass_rate_delta": pass_rate - baseline_pass_rate,
        "regressions": regressions,
    }


def dump(baseline_path: str) -> dict:
    text = Path(baseline_path).read_text()
    value = json.loads(text)
    types = {
        "summary": {k: type(v).__name__ for k, v in value.get("summary", {}).items()},
        "cases": [{k: type(v).__name__ for k, v in c.items()} for c in value.get("cases", [])],
    }
    return {"same_text": json.dumps(value, indent=2) == text, "keys": list(value.keys()), "types": types}


def load(dataset_type: str, directory: str) -> dict:
    try:
        from pydantic import BaseModel, Field
    except ImportError:
        print("pydantic is not installed", file=sys.stderr)
        sys.exit(3)

    # supereval/models.py
    class Thresholds(BaseModel):
        pass_rate: float = 1.0
        max_score_drop: float | None = None
        fail_on_regression: bool = True
        max_cost_usd: float | None = None
        max_p95_latency_ms: int | None = None

    class DatasetMeta(BaseModel):
        name: str
        type: Literal["qa", "classification", "instruction"]
        labels: list[str] | None = None
        thresholds: Thresholds = Field(default_factory=Thresholds)

    class Case(BaseModel):
        id: str = "tc_generated"
        description: str = ""
        tags: list[str] = []
        difficulty: Literal["easy", "medium", "hard"] | None = None
        metadata: dict = Field(default_factory=dict)

    class QAInput(BaseModel):
        query: str

    class QAExpected(BaseModel):
        ground_truth: str

    class QATestCase(Case):
        input: QAInput
        expected: QAExpected

    class ClassificationInput(BaseModel):
        text: str

    class ClassificationExpected(BaseModel):
        label: str

    class ClassificationTestCase(Case):
        input: ClassificationInput
        expected: ClassificationExpected

    # agent/models.py
    class ToolSpec(BaseModel):
        name: str
        description: str
        parameters: dict = Field(default_factory=dict)

    class MockResponse(BaseModel):
        response: Any = None
        latency_ms: int = 0
        error: str | None = None

    class MustCallWith(BaseModel):
        tool: str
        args: dict = Field(default_factory=dict)

    class AgentExpected(BaseModel):
        answer: str | None = None
        answer_match: Literal["exact", "contains", "regex", "llm_judge"] = "contains"
        rubric: str | None = None
        must_call: list[str] = Field(default_factory=list)
        must_not_call: list[str] = Field(default_factory=list)
        must_call_with: list[MustCallWith] = Field(default_factory=list)
        max_steps: int | None = None
        max_tool_calls: int | None = None

    class AgentTask(BaseModel):
        task: str
        context: dict = Field(default_factory=dict)

    class AgentTestCase(Case):
        input: AgentTask
        tools: dict[str, MockResponse] = Field(default_factory=dict)
        expected: AgentExpected = Field(default_factory=AgentExpected)

    class AgentThresholds(BaseModel):
        pass_rate: float = 1.0
        min_answer_score: float = 0.8
        min_tool_score: float = 1.0
        min_reasoning_score: float | None = None
        fail_on_regression: bool = True
        max_cost_usd: float | None = None
        max_p95_latency_ms: int | None = None
        answer_weight: float = 0.40
        tool_weight: float = 0.40
        reasoning_weight: float = 0.15
        efficiency_weight: float = 0.05

    class AgentDatasetMeta(BaseModel):
        name: str
        tools: list[ToolSpec] = Field(default_factory=list)
        thresholds: AgentThresholds = Field(default_factory=AgentThresholds)

    # rag/models.py
    class RagInput(BaseModel):
        query: str
        retrieved_contexts: list[str] = Field(default_factory=list)

    class RagExpected(BaseModel):
        ground_truth: str

    class RagTestCase(Case):
        input: RagInput
        expected: RagExpected

    class RagThresholds(BaseModel):
        pass_rate: float = 1.0
        fail_on_regression: bool = True
        require_contains: bool = True
        min_faithfulness_score: float | None = None
        min_answer_correctness_score: float = 0.5
        max_cost_usd: float | None = None
        max_p95_latency_ms: int | None = None
        faithfulness_weight: float = 0.5
        answer_correctness_weight: float = 0.5

    class RagDatasetMeta(BaseModel):
        name: str
        thresholds: RagThresholds = Field(default_factory=RagThresholds)

    metas = {"agent": AgentDatasetMeta, "rag": RagDatasetMeta}
    models = {"qa": QATestCase, "classification": ClassificationTestCase, "agent": AgentTestCase, "rag": RagTestCase}
    folder = Path(directory)
    meta = metas.get(dataset_type, DatasetMeta).model_validate_json((folder / "dataset.json").read_text())
    cases_path = folder / "cases.jsonl"
    cases = []
    # The loaders: no cases.jsonl is no cases; blank lines are skipped.
    if cases_path.exists():
        for line in cases_path.read_text().splitlines():
            if line.strip():
                cases.append(models[dataset_type].model_validate_json(line.strip()))
    return {
        "thresholds": meta.thresholds.model_dump(),
        "tools": [t.model_dump() for t in getattr(meta, "tools", [])],
        "cases": [c.model_dump() for c in cases],
    }


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    out = {"load": load, "compare": compare, "dump": dump}[command](*args)
    print(json.dumps(out))
