#!/usr/bin/env python3
"""scikit-learn's TruncatedSVD on a CSR matrix written by bench/src/speed/lsi.ts (the same matrix ours sees).

Usage: truncated_svd.py DIR ROWS COLS KS N_ITERS REPEAT REFERENCE
  DIR       holds indptr.i32, indices.i32, values.f64 (raw little-endian arrays)
  KS        comma-separated ranks, e.g. 10,100
  N_ITERS   comma-separated power-iteration counts, e.g. 5,4
  REPEAT    runs per setting; the worst (largest) CPU and wall times are reported
  REFERENCE 1 to also compute the singular values with ARPACK (scipy.sparse.linalg.svds, tol=0)

Times: time.process_time() (CPU time of this process, all threads) and time.perf_counter() (wall),
around fit() only. Prints one JSON object on stdout. Exits with status 3 and a message on stderr
when numpy, scipy or scikit-learn is missing (install Debian's python3-sklearn).
"""
import json
import platform
import sys
import time

try:
    import numpy as np
    import scipy
    import scipy.sparse as sp
    from scipy.sparse.linalg import svds
    import sklearn
    from sklearn.decomposition import TruncatedSVD
except ImportError as e:
    sys.stderr.write(f"skipping scikit-learn: {e} (install it with: apt-get install -y python3-sklearn)\n")
    sys.exit(3)


def main():
    directory, rows, cols, ks, n_iters, repeat, reference = sys.argv[1:8]
    rows, cols, repeat = int(rows), int(cols), int(repeat)
    indptr = np.fromfile(f"{directory}/indptr.i32", dtype="<i4")
    indices = np.fromfile(f"{directory}/indices.i32", dtype="<i4")
    values = np.fromfile(f"{directory}/values.f64", dtype="<f8")
    X = sp.csr_matrix((values, indices, indptr), shape=(rows, cols))
    out = {
        "python": platform.python_version(),
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "sklearn": sklearn.__version__,
        "runs": [],
        "reference": [],
    }
    for k in map(int, ks.split(",")):
        for n_iter in map(int, n_iters.split(",")):
            cpu, wall, s = [], [], None
            for _ in range(repeat):
                model = TruncatedSVD(n_components=k, algorithm="randomized", n_iter=n_iter, random_state=0)
                c0, w0 = time.process_time(), time.perf_counter()
                model.fit(X)
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - w0)
                s = model.singular_values_.tolist()
            out["runs"].append(
                {"k": k, "n_iter": n_iter, "cpu_seconds": max(cpu), "wall_seconds": max(wall), "singular_values": s}
            )
        if reference == "1":
            w0 = time.perf_counter()
            s = np.sort(svds(X, k=k, tol=0, return_singular_vectors=False))[::-1]
            out["reference"].append({"k": k, "seconds": time.perf_counter() - w0, "singular_values": s.tolist()})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
