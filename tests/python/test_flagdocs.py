"""README's engine flag table is generated from the argument parser and cannot drift from it."""

from __future__ import annotations

from flymemory.flagdocs import main, render_flag_table


def test_readme_flag_table_matches_the_argument_parser(capsys):
    assert main(["--check"]) == 0, capsys.readouterr().err


def test_every_flag_has_its_environment_variable_and_a_meaning():
    table = render_flag_table()
    for flag, env in (("--host", "FLYMEMORY_HOST"), ("--app", "FLYMEMORY_APP"), ("--workspace", "FLYMEMORY_WORKSPACE"),
                      ("--port", "FLYMEMORY_MCP_PORT"), ("--data-dir", "FLYMEMORY_DATA_DIR")):
        assert f"| `{flag}` | `{env}` |" in table
    for line in table.splitlines()[3:-1]:
        assert not line.rstrip().endswith("|  |"), f"flag without a meaning: {line}"
