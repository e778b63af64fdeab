#!/usr/bin/env python3
"""The oracle for the gate's statistics (src/compare/distributions.ts,
cluster-variance.ts, pass-rate-interval.ts, paired-interval.ts,
sequential-confirm.ts), written here from the published formulas, apart from
our TypeScript and by other numerical routes:

- normal quantiles from Python's statistics.NormalDist;
- Student t quantiles by integrating the t density (Simpson's rule) and
  bisecting, not through the incomplete beta function;
- Clopper-Pearson bounds for whole counts from binomial tail sums, and for
  effective (fractional) counts from the incomplete beta's power series;
- Tango's score interval as Fagerland, Lydersen and Laake's R code
  (contingencytables, Tango_asymptotic_score_CI_paired_2x2) writes it;
- CR2 cluster variance, Satterthwaite degrees of freedom, Korn-Graubard's
  effective sample size and the Rao-Scott design effect from their formulas;
- the sequential test's exact verdict chances by walking every path of
  re-runs (a recursion, not the dynamic programme over counts).

Reads test/fixtures/gate-stats/input.json and writes oracle.json beside it.
Regenerate by hand after changing input.json:

  python3 scripts/gate-stats-oracle.py
"""
import json
import math
from functools import lru_cache
from pathlib import Path
from statistics import NormalDist

DIR = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "gate-stats"
LEVEL = 0.95


def bisect(f, lo, hi, steps=200):
    """The root of an increasing f in [lo, hi]."""
    for _ in range(steps):
        mid = (lo + hi) / 2
        if f(mid) < 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def simpson(f, a, b, intervals=20000):
    """Simpson's rule on [a, b]."""
    h = (b - a) / intervals
    total = f(a) + f(b)
    for i in range(1, intervals):
        total += (4 if i % 2 else 2) * f(a + i * h)
    return total * h / 3


def t_cdf(t, df):
    log_c = math.lgamma((df + 1) / 2) - math.lgamma(df / 2) - 0.5 * math.log(df * math.pi)
    density = lambda x: math.exp(log_c - (df + 1) / 2 * math.log1p(x * x / df))
    # Integrate in u = atan(x), which maps the whole line onto a finite, smooth range.
    upper = simpson(lambda u: density(math.tan(u)) / math.cos(u) ** 2, 0.0, math.atan(t))
    return 0.5 + upper


def t_quantile(p, df):
    return bisect(lambda t: t_cdf(t, df) - p, 0.0, 1000.0, 80)


def beta_cdf(x, a, b):
    """I_x(a, b) from the power series B_x(a, b) = x^a sum_n (1-b)_n x^n / (n! (a+n)), for x <= 1/2 (symmetry above)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    if x > 0.5:
        return 1.0 - beta_cdf(1 - x, b, a)
    term, total, n = 1.0, 0.0, 0
    while True:
        total += term / (a + n)
        term *= (n + 1 - b) * x / (n + 1)
        n += 1
        if abs(term) < 1e-17 * abs(total) or n > 10000:
            break
    log_beta = math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b)
    return math.exp(a * math.log(x) - log_beta) * total


def binomial_tail_at_least(k, n, p):
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def clopper_pearson(x, n, level=LEVEL):
    tail = (1 - level) / 2
    if float(x).is_integer() and float(n).is_integer():
        x, n = int(x), int(n)
        low = 0.0 if x == 0 else bisect(lambda p: binomial_tail_at_least(x, n, p) - tail, 0.0, 1.0)
        high = 1.0 if x == n else bisect(lambda p: tail - (1 - binomial_tail_at_least(x + 1, n, p)), 0.0, 1.0)
        return low, high
    low = 0.0 if x == 0 else bisect(lambda p: beta_cdf(p, x, n - x + 1) - tail, 0.0, 1.0, 60)
    high = 1.0 if x == n else bisect(lambda p: beta_cdf(p, x + 1, n - x) - (1 - tail), 0.0, 1.0, 60)
    return low, high


def tango_statistic(n12, n21, n, delta):
    a = 2 * n
    b = -n12 - n21 + (2 * n - n12 + n21) * delta
    c = -n21 * delta * (1 - delta)
    p21 = (math.sqrt(max(0.0, b * b - 4 * a * c)) - b) / (2 * a)
    variance = n * (2 * p21 + delta * (1 - delta))
    numerator = n12 - n21 - n * delta
    if variance <= 0:
        # Where no pair changed and delta is 0 the statistic is 0/0: no evidence either way.
        return 0.0 if numerator == 0 else math.copysign(math.inf, numerator)
    return numerator / math.sqrt(variance)


def tango(dropped, gained, n, critical):
    # contingencytables: n12 = the cell that adds to the estimate (gained), n21 = dropped.
    estimate = (gained - dropped) / n
    tol = 1e-12
    low = -1.0 if estimate == -1 else bisect(lambda d: -(tango_statistic(gained, dropped, n, d) - critical), -1 + tol, 1 - tol)
    high = 1.0 if estimate == 1 else bisect(lambda d: -(tango_statistic(gained, dropped, n, d) + critical), -1 + tol, 1 - tol)
    return low, high


def clusters_of(rows):
    groups = {}
    for i, row in enumerate(rows):
        key = ("named", row["cluster"]) if row.get("cluster") is not None else ("own", i)
        groups.setdefault(key, []).append(i)
    return list(groups.values())


def cr2(values, groups):
    """Bell-McCaffrey's CR2 variance of a mean and Satterthwaite df over the clusters' shares."""
    n = len(values)
    mean = math.fsum(values) / n
    shares = [math.fsum(values[i] - mean for i in g) ** 2 / (1 - len(g) / n) for g in groups]
    variance = math.fsum(shares) / n**2
    total = math.fsum(shares)
    df = total**2 / math.fsum(s * s for s in shares) if total > 0 else len(groups) - 1
    return mean, variance, min(len(groups) - 1, max(1.0, df))


def pass_rate(rows, level=LEVEL):
    n = len(rows)
    shares = [r["passes"] / r["samples"] for r in rows]
    mean, variance, df = cr2(shares, clusters_of(rows))
    binomial = mean * (1 - mean) / n
    most = max(r["samples"] for r in rows)
    # No spread to read: each cluster counts once.
    deff = max(variance / binomial, 1 / most) if binomial > 0 else n / len(clusters_of(rows))
    q = 1 - (1 - level) / 2
    effective = n / deff * (t_quantile(q, n - 1) / t_quantile(q, df)) ** 2
    low, high = clopper_pearson(mean * effective, effective, level)
    return {"estimate": mean, "low": low, "high": high, "effective_cases": effective, "df": df, "clusters": len(clusters_of(rows))}


def paired(rows, level=LEVEL):
    n = len(rows)
    before = [r["baseline"][0] / r["baseline"][1] for r in rows]
    now = [r["current"][0] / r["current"][1] for r in rows]
    dropped = math.fsum(b * (1 - c) for b, c in zip(before, now))
    gained = math.fsum(c * (1 - b) for b, c in zip(before, now))
    mean, variance, df = cr2([c - b for b, c in zip(before, now)], clusters_of(rows))
    binomial = ((dropped + gained) / n - mean**2) / n
    most = max(max(r["baseline"][1], r["current"][1]) for r in rows)
    deff = max(variance / binomial, 1 / most) if binomial > 0 else n / len(clusters_of(rows))
    q = 1 - (1 - level) / 2
    critical = NormalDist().inv_cdf(q) * math.sqrt(deff) * t_quantile(q, df) / t_quantile(q, n - 1)
    low, high = tango(dropped, gained, n, critical)
    return {"estimate": mean, "low": low, "high": high, "design_effect": deff, "df": df, "clusters": len(clusters_of(rows))}


def confirmation(p, tolerance=0.9, odds=9, alpha=0.1, beta=0.05, budget=15):
    """Wald's SPRT between p0 = tolerance and p1 (odds / 9), every path walked; stops early when neither bound can be reached."""
    p0 = tolerance
    p1 = p0 / (p0 + odds * (1 - p0))
    up, down = math.log((1 - beta) / alpha), math.log(beta / (1 - alpha))
    pass_step, fail_step = math.log(p1 / p0), math.log((1 - p1) / (1 - p0))

    @lru_cache(maxsize=None)
    def walk(passes, failures):
        """(dropped, flaky, undecided, expected further re-runs) from this state, before its verdict."""
        ratio = passes * pass_step + failures * fail_step
        if ratio >= up - 1e-9:
            return (1.0, 0.0, 0.0, 0.0)
        if ratio <= down + 1e-9:
            return (0.0, 1.0, 0.0, 0.0)
        left = budget - passes - failures
        if left <= 0 or (ratio + left * fail_step < up - 1e-9 and ratio + left * pass_step > down + 1e-9):
            return (0.0, 0.0, 1.0, 0.0)
        a = walk(passes + 1, failures)
        b = walk(passes, failures + 1)
        return tuple(p * x + (1 - p) * y for x, y in zip(a[:3], b[:3])) + (1 + p * a[3] + (1 - p) * b[3],)

    dropped, flaky, undecided, reruns = walk(0, 0)
    return {"p": p, "dropped": dropped, "flaky": flaky, "undecided": undecided, "mean_reruns": reruns}


def main():
    spec = json.loads((DIR / "input.json").read_text())
    z = NormalDist().inv_cdf(1 - (1 - LEVEL) / 2)
    out = {
        "z": z,
        "tango": [{"input": t, "interval": tango(*t, z)} for t in spec["tango"]],
        "clopper_pearson": [{"input": c, "interval": clopper_pearson(*c)} for c in spec["clopper_pearson"]],
        "t_quantiles": [{"input": t, "quantile": t_quantile(*t)} for t in spec["t_quantiles"]],
        "pass_rate": {name: pass_rate(rows) for name, rows in spec["pass_rate"].items()},
        "paired": {name: paired(rows) for name, rows in spec["paired"].items()},
        "confirmation": [confirmation(p) for p in spec["confirmation"]],
    }
    (DIR / "oracle.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
