"""One compute thread per request path. On a busy machine (builds, tests, other agents)
BLAS/OpenMP worker threads spin-wait for cores they cannot get: a 30 ms recall became a
1-3 s stall. Capped at one thread the same calls stay flat (bench/bench_contention.py).
The caps must be in the environment before numpy or the embedder's OpenMP runtime load,
so this runs when the `flymemory` package is first imported; threadpoolctl then re-applies
them to libraries a host process had already loaded."""

from __future__ import annotations

import os
from collections.abc import MutableMapping

CAPPED_VARIABLES = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "BLIS_NUM_THREADS",
                    "VECLIB_MAXIMUM_THREADS", "NUMEXPR_NUM_THREADS")
# FLYMEMORY_THREAD_CAP=0 turns the caps off (the contention benchmark's "without caps" run).
SWITCH = "FLYMEMORY_THREAD_CAP"


def caps_enabled(env: MutableMapping[str, str] | None = None) -> bool:
    env = os.environ if env is None else env
    return env.get(SWITCH, "1").strip().lower() not in ("0", "off", "false", "no")


def cap_thread_environment(env: MutableMapping[str, str] | None = None) -> bool:
    """Set each variable to 1 unless the user chose a value; OpenMP sleeps instead of spinning
    while it waits. Returns whether caps are on."""
    env = os.environ if env is None else env
    if not caps_enabled(env):
        return False
    for name in CAPPED_VARIABLES:
        env.setdefault(name, "1")
    env.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    return True


def cap_loaded_pools() -> None:
    """Limit thread pools already loaded into this process (numpy imported by a host first)."""
    if not caps_enabled():
        return
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:  # optional: the environment caps still hold for a fresh process
        return
    threadpool_limits(limits=1)
