"""The reliability and security suite drives REAL engine processes (`python -m flymemory`)
and, where the plugin is concerned, the real Node CLI. Every test here is marked
`reliability` (skip locally with `-m "not reliability"`); each records the figures
it measured, printed at the end of the run and written as JSON to the path in
FLYMEMORY_RELIABILITY_REPORT when that is set."""

from __future__ import annotations

import json
import os
import platform
from typing import Any

import pytest
from reliability_helpers import Engine, start_engine, wait_ready

_FIGURES: dict[str, dict[str, Any]] = {}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "reliability: drives real engine processes to prove crash safety, "
                                       "concurrency, fuzzing, secrets and hostile-environment behaviour "
                                       "(skip locally with -m \"not reliability\")")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Belt and braces: every file also sets `pytestmark`, but nothing here may escape the marker.
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.reliability)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _FIGURES:
        return
    terminalreporter.section("FlyMemory reliability figures")
    for name, figures in _FIGURES.items():
        terminalreporter.write_line(f"{name}: {json.dumps(figures, sort_keys=True, default=str)}")
    path = os.environ.get("FLYMEMORY_RELIABILITY_REPORT")
    if path:
        report = {"machine": machine(), "tests": _FIGURES}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2, sort_keys=True, default=str)
        terminalreporter.write_line(f"figures written to {path}")


def machine() -> dict[str, Any]:
    return {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count(),
            "load_average_at_the_end": [round(x, 2) for x in os.getloadavg()]}


@pytest.fixture
def figures(request: pytest.FixtureRequest) -> dict[str, Any]:
    """A dict the test fills with what it measured; reported under the test's name."""
    found: dict[str, Any] = {}
    _FIGURES[request.node.name] = found
    return found


@pytest.fixture
def engines():
    """Start engines with `engines(data_dir, ...)`; every one is killed at teardown."""
    started: list[Engine] = []

    def start(data_dir: str, **kwargs: Any) -> Engine:
        wait = kwargs.pop("wait", True)
        engine = start_engine(data_dir, wait=False, **kwargs)
        started.append(engine)
        if wait:
            wait_ready(engine)
        return engine

    yield start
    for engine in started:
        if engine.proc.poll() is None:
            engine.kill()
        for stream in (engine.proc.stdout, engine.proc.stderr):
            if stream:
                stream.close()
