#!/usr/bin/env python3
"""A supereval agent that holds a conversation (docs/agent-protocol.md).

It asks which bucket before it acts; once told, it calls the first tool it is
offered with that bucket and reports what came back; then it answers each
further message until supereval closes its stdin. Standard library only.
"""
import json
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def receive():
    line = sys.stdin.readline()
    return json.loads(line) if line else None


task = receive()
tools = task["tools"]
send({"type": "final", "answer": "Which bucket do you mean?", "usage": {"input_tokens": 10, "output_tokens": 5}})
turn = 1
while True:
    message = receive()
    if message is None or message.get("type") != "user":
        break
    turn += 1
    if turn == 2 and tools:
        bucket = message["text"].strip()
        send({"type": "thought", "text": f"The user means {bucket}."})
        send({"type": "tool_call", "name": tools[0]["name"], "arguments": {"bucket": bucket}})
        result = receive()
        seen = result.get("error") or json.dumps(result.get("result"))
        answer = f"{bucket}: {seen}"
    else:
        answer = f"Reply {turn}: noted."
    send({"type": "final", "answer": answer, "usage": {"input_tokens": 10, "output_tokens": 5}})
