#!/usr/bin/env python3
"""The oracle for src/compare/paired-difference.ts: Miller's clustered standard
error ("Adding Error Bars to Evals", 2024, equation 4 without a finite-sample
correction), written here from the formula, apart from our TypeScript.

Reads test/fixtures/paired-difference/input.json, {name: [{"d": d_i,
"cluster": c or null}]}, and writes test/fixtures/paired-difference/oracle.json,
{name: {"pairs", "mean", "standard_error", "ci_low", "ci_high", "clusters"}}:

  mean = sum d_i / n
  SE   = sqrt(sum over clusters c of (sum over i in c of (d_i - mean))^2) / n
  95% interval: mean -+ 1.96 SE; a pair without a cluster is its own.

Regenerate by hand after changing input.json:

  python3 scripts/clustered-se-oracle.py
"""
import json
import math
from pathlib import Path

DIR = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "paired-difference"


def clustered(pairs):
    n = len(pairs)
    mean = math.fsum(p["d"] for p in pairs) / n
    groups = {}
    for i, p in enumerate(pairs):
        # A pair without a cluster is a cluster of its own.
        name = ("named", p["cluster"]) if p["cluster"] is not None else ("own", i)
        groups.setdefault(name, []).append(p["d"] - mean)
    se = math.sqrt(math.fsum(math.fsum(g) ** 2 for g in groups.values())) / n
    return {
        "pairs": pairs,
        "mean": mean,
        "standard_error": se,
        "ci_low": mean - 1.96 * se,
        "ci_high": mean + 1.96 * se,
        "clusters": len(groups),
    }


def main():
    sets = json.loads((DIR / "input.json").read_text())
    out = {name: clustered(pairs) for name, pairs in sets.items()}
    (DIR / "oracle.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
