#!/usr/bin/env python3
"""The oracle for src/score/python-regex.ts: Python's own verdicts.

The Python supereval CLI scores `answer_match: regex` as
`re.search(expected.answer, final_answer)` (supereval/agent/scorer.py,
score_trajectory). For each (pattern, text) pair below this runs exactly that
and writes test/fixtures/python-oracle/regex.json:

  {"pattern", "text", "python": true | false | "error", "error": message}

"untranslatable": true marks a pattern Python accepts but that has no faithful
JavaScript translation; the test expects a load-time error for it.

After the hand-written pairs come RANDOM_PAIRS pairs drawn (fixed seed) from
a small grammar of the constructs above, flags and quantifiers included, on
texts of the characters where Python and JavaScript differ most.

Run: python3 scripts/python-regex-oracle.py   (CPython 3.11 wrote the fixture)
"""
import json
import random
import re
import sys
import warnings
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "python-oracle" / "regex.json"

PAIRS = [
    # --- plain search, not a full match ---------------------------------
    (r"refund", "We issued a refund today."),
    (r"^refund", "We issued a refund today."),
    (r"today\.$", "We issued a refund today."),
    (r"\d+ days", "Kept for 14 days."),
    (r"\$\d+\.\d{2}", "Total: $12.50"),
    (r"a{2,3}", "caaat"),
    (r"a{,2}b", "b"),
    (r"a{2}", "a{2}"),
    (r"x{", "x{"),
    (r"x{}", "x{}"),
    (r"x{1,a}", "x{1,a}"),
    (r"colou?r", "color"),
    (r"(?:ab)+c", "ababc"),
    (r"ab*?c", "abbbc"),
    (r"", ""),
    (r"", "anything"),
    # --- unicode digits and letters (Python 3 str semantics) ------------
    (r"\d", "٣"),                      # Arabic-Indic digit three
    (r"\d", "३"),                      # Devanagari three
    (r"^\d+$", "１２３"),               # fullwidth digits
    (r"\d", "²"),                      # superscript two: No, not Nd
    (r"\d", "Ⅷ"),                      # roman numeral: Nl, not Nd
    (r"\w", "Ⅷ"),                      # but it is alphanumeric
    (r"\w", "²"),                      # No is numeric: a word character
    (r"^\w+$", "naïve"),
    (r"^\w+$", "Straße"),
    (r"^\w+$", "日本語"),
    (r"^\w+$", "e\u0301"),             # combining accent: a mark, not \w
    (r"\w", "_"),
    (r"\W", "é"),
    (r"\D", "٣"),
    (r"(?a)\d", "٣"),
    (r"(?a)\w", "é"),
    (r"(?a)^\w+$", "abc_123"),
    (r"(?a:\w)é", "éé"),
    (r"[\d]", "٣"),
    (r"[^\d]", "٣"),
    (r"[\w-]+@", "jo-é@x"),
    # --- whitespace ------------------------------------------------------
    (r"\s", "\x1c"),                   # file separator: whitespace in Python
    (r"\s", "\x85"),                   # NEL
    (r"\s", "\ufeff"),                 # BOM: whitespace in JS, not in Python
    (r"\s", "\u00a0"),
    (r"\s", "\u3000"),
    (r"\S", "\ufeff"),
    (r"(?a)\s", "\u00a0"),
    (r"[\S]", " "),
    (r"[^\S\n]", "\n"),
    (r"[^\S\n]", "\t"),
    # --- word boundaries -------------------------------------------------
    (r"\bcat\b", "a cat sat"),
    (r"\bcat\b", "concatenate"),
    (r"\bété\b", "un été chaud"),
    (r"\bété\b", "unété"),
    (r"\b", ""),
    (r"\B", ""),
    (r"\B", "a"),
    (r"\Bb", "ab"),
    (r"(?a)\bété", "xété"),
    (r"\b٣", "x٣"),
    # --- case-insensitive, ASCII and beyond ------------------------------
    (r"(?i)refund", "REFUND issued"),
    (r"(?i)straße", "STRASSE"),         # no multi-character folding
    (r"(?i)straße", "STRAẞE"),          # capital sharp s lowercases to ß
    (r"(?i)ẞ", "ß"),
    (r"(?i)k", "\u212a"),               # Kelvin sign
    (r"(?i)\u212a", "k"),
    (r"(?i)å", "\u212b"),               # Angstrom sign
    (r"(?i)i", "İ"),                    # U+0130 lowercases to i
    (r"(?i)i", "ı"),                    # dotless i: _casefix extra case
    (r"(?i)I", "ı"),
    (r"(?i)ı", "I"),
    (r"(?i)İ", "i"),
    (r"(?i)s", "ſ"),                    # long s
    (r"(?i)ſ", "S"),
    (r"(?i)µ", "Μ"),                    # micro sign vs capital mu
    (r"(?i)σ", "ς"),
    (r"(?i)Σ", "ς"),
    (r"(?i)ǆ", "ǅ"),
    (r"(?i)θ", "ϑ"),
    (r"(?i)ω", "\u2126"),               # Ohm sign
    (r"(?i)ﬅ", "ﬆ"),
    (r"(?i)é", "É"),
    (r"(?i)ä", "A"),
    (r"(?i)привет", "ПРИВЕТ"),
    (r"(?i)[a-z]+", "ÄÖ"),
    (r"(?i)^[a-z]+$", "ſK"),
    (r"(?i)[a-z]", "\u212a"),
    (r"(?i)[i]", "İ"),
    (r"(?i)[^i]", "İ"),
    (r"(?i)[^k]", "\u212a"),
    (r"(?i)[à-ÿ]", "À"),
    (r"(?i)[\u0100-\u017f]", "ı"),
    (r"(?ai)k", "\u212a"),              # ASCII-only case matching
    (r"(?ai)k", "K"),
    (r"(?ai)é", "É"),
    (r"(?ai)[a-z]", "\u212a"),
    (r"(?ai)[^a-z]", "Q"),
    (r"(?i:abc)def", "ABCdef"),
    (r"(?i:abc)def", "ABCDEF"),
    (r"a(?i:b)c", "aBc"),
    (r"(?i)a(?-i:b)c", "AbC"),
    (r"(?i)a(?-i:b)c", "ABC"),
    (r"(?i)(ab)\1", "abAB"),
    (r"(?i)(?P<w>\w+) (?P=w)", "Hello HELLO"),
    # --- multiline and anchors -------------------------------------------
    (r"^two$", "one\ntwo\nthree"),
    (r"(?m)^two$", "one\ntwo\nthree"),
    (r"(?m)^two$", "one\rtwo\rthree"),   # only \n ends a line in Python
    (r"(?m)^two$", "one\u2028two\u2028three"),
    (r"end$", "the end\n"),              # $ before a final newline
    (r"end$", "the end\n\n"),
    (r"end\Z", "the end\n"),
    (r"end\Z", "the end"),
    (r"\Astart", "start here"),
    (r"\Astart", "\nstart here"),
    (r"(?m)\Astart", "x\nstart"),
    (r"(?m)^$", "a\n\nb"),
    (r"^$", ""),
    (r"$", "abc"),
    (r"(?m:^b)", "a\nb"),
    (r"(?m:^b)|^a", "xa\nb"),
    # --- dot and dotall --------------------------------------------------
    (r"a.c", "a\nc"),
    (r"(?s)a.c", "a\nc"),
    (r"a.c", "a\rc"),                    # Python's . excludes only \n
    (r"a.c", "a\u2028c"),
    (r"(?s:a.c)", "a\nc"),
    (r"(?s:a.)c.", "a\nc\n"),
    (r"a.c", "a😀c"),                    # one code point, two UTF-16 units
    (r"^.$", "😀"),
    (r"^..$", "😀"),
    # --- verbose ---------------------------------------------------------
    ("(?x)\n  \\d{3}   # area code\n  -\n  \\d{4}  # number\n", "call 555-1234"),
    ("(?x) a b c", "abc"),
    ("(?x) a b c", "a b c"),
    ("(?x) a\\ b", "a b"),
    ("(?x) [ ]x", " x"),
    ("(?x) a # comment with ) and |\n b", "ab"),
    ("(?x:a b) c", "ab c"),
    ("(?x:a b) c", "abc"),
    ("(?x)a{1, 2}", "a{1,2}"),
    ("(?x) a #", "a"),
    # --- named groups, backreferences ------------------------------------
    (r"(?P<word>\w+) (?P=word)", "the the end"),
    (r"(?P<word>\w+) (?P=word)", "the end"),
    (r"(?P<q>['\"]).*?(?P=q)", "say \"hi\" now"),
    (r"(?P<q>['\"]).*?(?P=q)", "say \"hi' now"),
    (r"(\w)\1", "bookkeeper"),
    (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", "abcdefghijj"),
    (r"(a)\10", "a\x08"),                # \10 is a reference only with ten groups
    (r"(a)\1\060", "aa0"),
    (r"\0", "\x00"),
    (r"\101", "A"),
    (r"(?P<n>a)(?P=n)+", "aaa"),
    (r"(?>a+)b", "aaab"),                # atomic group (Python 3.11)
    (r"(?>a+)a", "aaaa"),
    (r"a++a", "aaaa"),                   # possessive
    (r"a*+b", "aab"),
    (r"(?:a|ab)++c", "abc"),
    # --- lookarounds -----------------------------------------------------
    (r"(?<=\$)\d+", "cost $42"),
    (r"(?<!\$)\b\d+", "cost $42"),
    (r"(?<=ab|cd)x", "cdx"),
    (r"(?<=é)x", "éx"),
    (r"(?<=(a))\1", "aa"),
    (r"\d+(?= dollars)", "42 dollars"),
    (r"\d+(?! dollars)", "42 dollars"),
    (r"(?=a)*b", "b"),
    (r"(?<=\bfoo)bar", "foobar"),
    # --- escapes and classes ---------------------------------------------
    (r"\x41", "A"),
    (r"\u00e9", "é"),
    (r"\U0001F600", "😀"),
    (r"[\U0001F600-\U0001F64F]", "😃"),
    (r"[😀-😃]", "😂"),
    (r"\.", "a.b"),
    (r"\.", "ab"),
    (r"[]a]", "]"),
    (r"[^]a]", "b"),
    (r"[a-]", "-"),
    (r"[-a]", "-"),
    (r"[\]]", "]"),
    (r"[\b]", "\x08"),
    (r"[[]", "["),
    (r"[a-c--]", "-"),
    (r"[&&]", "&"),
    (r"[|]", "|"),
    (r"[{}()]", ")"),
    (r"\/", "/"),
    (r"\-", "-"),
    (r"}", "}"),
    (r"]", "]"),
    (r"[\x00-\x7f]+$", "plain ascii"),
    (r"[^\x00-\x7f]", "plain ascii"),
    (r"(?#a comment)abc", "abc"),
    (r"(?i)(?s)A.B", "a\nb"),
    (r"(?u)\w", "é"),
    # --- patterns Python refuses (the case cannot be scored) -------------
    (r"(?i", "x"),
    (r"a(?i)b", "ab"),
    (r"*a", "a"),
    (r"a**", "a"),
    (r"^*", "a"),
    (r"(?<=a+)b", "ab"),
    (r"(?<=a|bc)x", "bcx"),
    (r"\q", "q"),
    (r"\1", "a"),
    (r"(a\1)", "aa"),
    (r"(?P<1a>x)", "x"),
    (r"(?P<a>x)(?P<a>y)", "xy"),
    (r"(?P=missing)", "x"),
    (r"[b-a]", "a"),
    (r"[\w-z]", "a"),
    (r"a{3,2}", "aaa"),
    (r"(?L)a", "a"),
    (r"(?au)a", "a"),
    (r"(?-a:x)", "x"),
    (r"(abc", "abc"),
    (r"abc)", "abc"),
    (r"[abc", "abc"),
    (r"\x4", "x"),
    (r"\u00e", "x"),
    (r"\400", "x"),
    (r"(?Px)", "x"),
    (r"(?z)", "x"),
    (r"(?<=(a)\1)b", "aab"),
]

# Accepted by Python, refused here: no faithful JavaScript translation.
UNTRANSLATABLE = [
    (r"(x)?(?(1)a|b)", "b"),
    (r"(a)?(?(1)b|c)", "c"),
    (r"(?P<q>['\"])?\w+(?P=q)", "word"),  # the group may not take part
    (r"(?:(a)|b)\1", "b"),
    (r"(a)*\1", "x"),
    (r"\N{EM DASH}", "\u2014"),
]


RANDOM_PAIRS = 600
ATOMS = ["a", "b", "A", "é", "É", "ı", "İ", "k", "K", "ſ", "s", "ß", "ẞ", "1", "٣", "_", " ", r"\n", ".", r"\d", r"\w",
         r"\s", r"\D", r"\W", r"\S", r"\b", r"\B", "^", "$", r"\A", r"\Z", "[a-c]", "[^a]", r"[\w-]", r"[^\s]", "[A-Z]",
         "[à-ÿ]", r"[\d.]", "(?:a|b)", "(x|é)", "(?P<g>a)", "(?=a)", "(?!b)", "(?<=a)", "(?<!b)", r"\.", "-", "σ", "Σ", "ς",
         "(?P=g)", "(?>a+)", "a++", r"[^\W\d]", "(?s:.)", "(?-i:a)", "(?x: a b )"]
QUANTIFIERS = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "*?", "+?", "??"]
FLAGS = ["", "", "(?i)", "(?m)", "(?s)", "(?a)", "(?x)", "(?im)", "(?is)", "(?ai)"]
TEXT_CHARS = ["a", "b", "A", "B", "é", "É", "ı", "İ", "i", "I", "k", "K", "\u212a", "ſ", "s", "S", "ß", "ẞ", "1", "٣", "_",
              " ", "\n", "x", ".", "-", "σ", "Σ", "ς", "\x1c", "\u00a0"]


def random_pairs(n, seed=7):
    rng = random.Random(seed)
    pairs = []
    for _ in range(n):
        pattern = rng.choice(FLAGS)
        for _ in range(rng.randint(1, 8)):
            atom = rng.choice(ATOMS)
            quantifier = "" if atom in ("^", "$", r"\A", r"\Z", r"\b", r"\B") else rng.choice(QUANTIFIERS)
            if rng.random() < 0.1:
                atom = f"(?i:{atom})"
            pattern += atom + quantifier
        pairs.append((pattern, "".join(rng.choice(TEXT_CHARS) for _ in range(rng.randint(0, 12)))))
    return pairs


def verdict(pattern, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return {"python": bool(re.search(pattern, text))}
        except (re.error, OverflowError) as exc:
            return {"python": "error", "error": str(exc)}


def main():
    rows = []
    for pattern, text in PAIRS:
        rows.append({"pattern": pattern, "text": text, **verdict(pattern, text)})
    for pattern, text in random_pairs(RANDOM_PAIRS):
        rows.append({"pattern": pattern, "text": text, **verdict(pattern, text), "random": True})
    for pattern, text in UNTRANSLATABLE:
        row = {"pattern": pattern, "text": text, **verdict(pattern, text), "untranslatable": True}
        assert row["python"] != "error", pattern
        rows.append(row)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({
        "python": sys.version.split()[0],
        "rule": "re.search(pattern, text) is not None",
        "pairs": rows,
    }, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(rows)} pairs -> {OUT}")


if __name__ == "__main__":
    main()
