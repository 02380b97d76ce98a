"""Fleiss' kappa with statsmodels and Krippendorff's alpha with NumPy for bench/agreement.ts,
from a CSV of `item,rater,label`.

The idiomatic route: pandas.read_csv, labels as a categorical (integer codes), pivot to an
items x raters table, statsmodels' aggregate_raters (items x categories counts), then
fleiss_kappa(table, method='fleiss'); nominal Krippendorff's alpha from the same counts table
with NumPy (the coincidence matrix's diagonal and margins over pairable items; statsmodels has
no alpha). Prints one JSON object; `seconds` is wall time inside Python from the first line
(before the imports) to the answer.

Run: python3 bench/agreement-statsmodels.py FILE   (Debian's python3-statsmodels)
"""
import time

T0 = time.perf_counter()

import json  # noqa: E402
import platform  # noqa: E402
import sys  # noqa: E402

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import statsmodels  # noqa: E402
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa  # noqa: E402


def krippendorff_alpha_nominal(table: np.ndarray) -> float:
    """Nominal alpha (Krippendorff 2011) from an items x categories count table via the
    coincidence matrix: items with < 2 ratings dropped; alpha = 1 - D_o / D_e written as
    ((n - 1) * sum_c o_cc - sum_c n_c (n_c - 1)) / (n (n - 1) - sum_c n_c (n_c - 1))."""
    counts = table.astype(np.float64)
    m = counts.sum(axis=1)
    pairable = m >= 2
    counts, m = counts[pairable], m[pairable]
    diagonal = float((counts * (counts - 1)).sum(axis=1).dot(1 / (m - 1)))  # sum_c o_cc
    n_c = counts.sum(axis=0)
    n = float(n_c.sum())
    chance = float((n_c * (n_c - 1)).sum())
    return ((n - 1) * diagonal - chance) / (n * (n - 1) - chance)


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: agreement-statsmodels.py FILE.csv")
    t_import = time.perf_counter()

    df = pd.read_csv(sys.argv[1], dtype={"item": str, "rater": str, "label": "category"})
    t_read = time.perf_counter()

    # items x raters table of label codes (0..k-1); every item here has every rater.
    df["code"] = df["label"].cat.codes
    wide = df.pivot(index="item", columns="rater", values="code")
    if wide.isna().to_numpy().any():
        sys.exit("missing ratings: statsmodels' fleiss_kappa needs every item rated by every rater")
    table, _categories = aggregate_raters(wide.to_numpy(dtype=np.int64))
    kappa = float(fleiss_kappa(table, method="fleiss"))
    alpha = krippendorff_alpha_nominal(table)
    t_done = time.perf_counter()

    print(json.dumps({
        "fleissKappa": kappa,
        "krippendorffAlpha": alpha,
        "items": int(table.shape[0]),
        "raters": int(wide.shape[1]),
        "ratings": int(len(df)),
        "categories": [str(c) for c in df["label"].cat.categories],
        "seconds": t_done - T0,
        "importSeconds": t_import - T0,
        "readSeconds": t_read - t_import,
        "computeSeconds": t_done - t_read,
        "versions": {
            "python": platform.python_version(),
            "statsmodels": statsmodels.__version__,
            "pandas": pd.__version__,
            "numpy": np.__version__,
        },
    }))


main()
