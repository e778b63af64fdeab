# Python assertions' functions (test/parity/promptfoo/corpus/code.yaml), promptfoo's get_assert(output, context) contract.
import asyncio


def get_assert(output, context):
    return {"pass": "Paris" in output, "score": 0.75, "reason": "looked for Paris"}


def check_length(output, context):
    return len(output) / 100


def snake(output, context):
    return {"pass_": True, "score": 0.5, "reason": "snake_case keys", "named_scores": {"x": 1}}


def raises(output, context):
    raise ValueError("the grader gave up")


def nothing(output, context):
    return None


def bool_check(output, context):
    return output.startswith("The")


def uses_context(output, context):
    return context["vars"]["city"] in output and context["prompt"] == "parity prompt" and context["config"]["n"] == 2


async def async_check(output, context):
    await asyncio.sleep(0)
    return "Paris" in output


class Grader:
    @staticmethod
    def grade(output, context):
        return "true" if "Paris" in output else "false"
