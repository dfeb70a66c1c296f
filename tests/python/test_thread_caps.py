"""Every request path runs its math on one thread: the caps are in place before numpy
and the embedder's OpenMP runtime load, and can be switched off for the benchmark."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from flymemory.threads import CAPPED_VARIABLES, cap_thread_environment

PROBE = ("import json, os, flymemory, numpy\n"
         "from threadpoolctl import threadpool_info\n"
         f"names = {CAPPED_VARIABLES!r}\n"
         "print(json.dumps({'env': {k: os.environ.get(k) for k in names},"
         " 'pools': [p['num_threads'] for p in threadpool_info()]}))")


def probe(**env: str) -> dict:
    clean = {k: v for k, v in os.environ.items() if k not in CAPPED_VARIABLES and not k.startswith("FLYMEMORY_")}
    out = subprocess.run([sys.executable, "-c", PROBE], env={**clean, **env}, capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout)


def test_importing_the_engine_caps_blas_and_openmp_at_one_thread_before_numpy_loads():
    seen = probe()
    assert set(seen["env"].values()) == {"1"}
    assert seen["pools"] and set(seen["pools"]) == {1}


def test_a_value_the_user_chose_is_kept_and_the_switch_turns_caps_off():
    assert cap_thread_environment({"OMP_NUM_THREADS": "2"}) is True
    env = {"OMP_NUM_THREADS": "2"}
    cap_thread_environment(env)
    assert env["OMP_NUM_THREADS"] == "2" and env["OPENBLAS_NUM_THREADS"] == "1"
    off = probe(FLYMEMORY_THREAD_CAP="0")
    assert set(off["env"].values()) == {None}
