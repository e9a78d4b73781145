#!/usr/bin/env python3
"""One-vs-rest linear baselines from scikit-learn on a multi-label SVMlight train/test pair
written by bench/src/accuracy/accuracy.ts (the very documents and features textboost sees).

Usage: ovr_baselines.py --train FILE --test FILE --features N --labels L
                        [--models svm,svm-balanced,logreg] [--c-grid 0.1,1,10] [--folds 3]
                        [--repeat 1] [--seed 0]

Models, one binary classifier per label (one-vs-rest):
  svm           LinearSVC(C), squared hinge, class_weight=None
  svm-balanced  LinearSVC(C, class_weight="balanced")
  logreg        LogisticRegression(C, solver="liblinear")

C is chosen per model (one C for all its labels) among --c-grid by --folds-fold cross-validation on
the training file only (KFold, shuffled with --seed): the C with the highest micro-averaged F1 of the
pooled out-of-fold predictions (decision score > 0), ties to the smaller C. A grid of one value
fixes C without cross-validation. The model is then refitted on the whole training file --repeat
times; the worst (largest) CPU and wall seconds of those fits are reported.

A label whose training column is all 0 (or all 1) cannot be fitted: its score is the constant -1
(or +1) and it is counted in "constant_labels".

Input lines: "l1,l2 i:v i:v" with 0-based label columns and 1-based feature indices; a line whose
first token holds a ':' has no labels. Prints one JSON object on stdout: the versions, and per model
the chosen C, the cross-validation figures, the fit times and "scores", the test documents' decision
scores, one list of L numbers per document. Exits with status 3 and a message on stderr when numpy,
scipy or scikit-learn is missing (install Debian's python3-sklearn).
"""
import argparse
import json
import platform
import sys
import time
import warnings

try:
    import numpy as np
    import scipy
    import scipy.sparse as sp
    import sklearn
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import KFold
    from sklearn.svm import LinearSVC
except ImportError as e:
    sys.stderr.write(f"skipping scikit-learn: {e} (install it with: apt-get install -y python3-sklearn)\n")
    sys.exit(3)


def read_svmlight(path, n_features, n_labels):
    """The file as a CSR matrix (documents x features) and a dense 0/1 label matrix."""
    indptr, indices, values, label_rows = [0], [], [], []
    with open(path, encoding="utf8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            tokens = line.split()
            labels = []
            if ":" not in tokens[0]:
                labels = [int(t) for t in tokens[0].split(",") if t]
                tokens = tokens[1:]
            for t in tokens:
                i, v = t.split(":", 1)
                i = int(i)
                if i < 1 or i > n_features:
                    raise SystemExit(f"{path}:{number}: feature index {i} outside 1..{n_features}")
                indices.append(i - 1)
                values.append(float(v))
            indptr.append(len(indices))
            label_rows.append(labels)
    X = sp.csr_matrix(
        (np.asarray(values, dtype=np.float64), np.asarray(indices, dtype=np.int32), np.asarray(indptr)),
        shape=(len(label_rows), n_features),
    )
    Y = np.zeros((len(label_rows), n_labels), dtype=np.int8)
    for r, labels in enumerate(label_rows):
        for j in labels:
            if j < 0 or j >= n_labels:
                raise SystemExit(f"{path}: label column {j} outside 0..{n_labels - 1}")
            Y[r, j] = 1
    return X, Y


def make_classifier(model, C, seed):
    if model == "svm":
        return LinearSVC(C=C, random_state=seed, max_iter=5000)
    if model == "svm-balanced":
        return LinearSVC(C=C, class_weight="balanced", random_state=seed, max_iter=5000)
    if model == "logreg":
        return LogisticRegression(C=C, solver="liblinear", random_state=seed, max_iter=1000)
    raise SystemExit(f"unknown model {model!r}: use svm, svm-balanced or logreg")


def ovr_scores(model, C, seed, X, Y, X_test):
    """One classifier per label fitted on (X, Y); their decision scores on X_test, and the constant labels."""
    scores = np.empty((X_test.shape[0], Y.shape[1]), dtype=np.float64)
    constant = 0
    for j in range(Y.shape[1]):
        y = Y[:, j]
        positives = int(y.sum())
        if positives == 0 or positives == len(y):
            scores[:, j] = 1.0 if positives else -1.0
            constant += 1
            continue
        clf = make_classifier(model, C, seed).fit(X, y)
        scores[:, j] = clf.decision_function(X_test)
    return scores, constant


def micro_f1(Y, scores):
    predicted = scores > 0
    tp = int(np.logical_and(predicted, Y == 1).sum())
    fp = int(np.logical_and(predicted, Y == 0).sum())
    fn = int(np.logical_and(~predicted, Y == 1).sum())
    return 1.0 if tp + fp + fn == 0 else 2 * tp / (2 * tp + fp + fn)


def choose_c(model, grid, folds, seed, X, Y):
    """The C of `grid` with the best pooled out-of-fold micro-F1, and each C's figure."""
    if len(grid) == 1:
        return grid[0], [], 0.0
    c0 = time.process_time()
    split = list(KFold(n_splits=folds, shuffle=True, random_state=seed).split(np.zeros(X.shape[0])))
    figures = []
    for C in grid:
        pooled = np.empty(Y.shape, dtype=np.float64)
        for fit_rows, held_rows in split:
            pooled[held_rows], _ = ovr_scores(model, C, seed, X[fit_rows], Y[fit_rows], X[held_rows])
        figures.append({"C": C, "microF1": micro_f1(Y, pooled)})
    best = max(figures, key=lambda f: (f["microF1"], -f["C"]))
    return best["C"], figures, time.process_time() - c0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--train", required=True)
    p.add_argument("--test", required=True)
    p.add_argument("--features", type=int, required=True)
    p.add_argument("--labels", type=int, required=True)
    p.add_argument("--models", default="svm,svm-balanced,logreg")
    p.add_argument("--c-grid", default="0.1,1,10")
    p.add_argument("--folds", type=int, default=3)
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()
    grid = sorted(float(c) for c in a.c_grid.split(","))
    if not grid or any(not (c > 0) for c in grid):
        raise SystemExit(f"--c-grid: every C must be a number > 0, got {a.c_grid!r}")
    if a.folds < 2 or a.repeat < 1:
        raise SystemExit("--folds must be >= 2 and --repeat >= 1")
    X, Y = read_svmlight(a.train, a.features, a.labels)
    X_test, _ = read_svmlight(a.test, a.features, a.labels)
    out = {
        "python": platform.python_version(),
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "sklearn": sklearn.__version__,
        "cGrid": grid,
        "folds": a.folds,
        "models": [],
    }
    for model in a.models.split(","):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", ConvergenceWarning)
            C, figures, cv_cpu = choose_c(model, grid, a.folds, a.seed, X, Y)
            cpu, wall, scores, constant = [], [], None, 0
            for _ in range(a.repeat):
                c0, w0 = time.process_time(), time.perf_counter()
                scores, constant = ovr_scores(model, C, a.seed, X, Y, X_test)
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - w0)
        not_converged = sum(1 for w in caught if issubclass(w.category, ConvergenceWarning))
        out["models"].append(
            {
                "model": model,
                "C": C,
                "cv": figures,
                "cvCpuSeconds": cv_cpu,
                "fitCpuSeconds": max(cpu),
                "fitWallSeconds": max(wall),
                "constantLabels": constant,
                "convergenceWarnings": not_converged,
                "scores": scores.tolist(),
            }
        )
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
