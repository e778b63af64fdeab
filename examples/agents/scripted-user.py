#!/usr/bin/env python3
"""A scripted simulated user for `--user-model exec:` (docs/conversations.md).

supereval sends the simulated user's prompt (EvalBench's: the plan, the
conversation so far, the agent's last reply) on stdin; this prints the next
user message, or TERMINATE. A real run uses a model (--user-model SPEC, or the
judge); this script lets the example run offline.
"""
import sys

prompt = sys.stdin.read()
plan = prompt.split("# Conversation Plan:\n", 1)[1].split("\n# Interaction History:", 1)[0]
last = prompt.split("# Last Agent Reply:\n", 1)[1].split("\n\nBased on the plan", 1)[0].strip()
if "never be satisfied" in plan:
    print("Tell me more.")
elif last.startswith("Which bucket"):
    print("logs-2024")
elif "size_gb" in last:
    print("Thanks!")
else:
    print("TERMINATE")
