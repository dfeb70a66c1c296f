"""Optional second stage: a sentence-transformers cross-encoder rescores the fused
top-N. Loaded on first use (torch import is slow), thread-capped, never downloads
a model the user did not name."""

from __future__ import annotations

import threading


class CrossEncoderReranker:
    def __init__(self, model: str, *, device: str = "cpu", threads: int | None = None, top_n: int = 30) -> None:
        self.model_name = model
        self.device = device
        self.threads = threads
        self.top_n = top_n
        self._model = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _load(self):
        with self._lock:
            if self._model is None:
                if self.threads:
                    import torch

                    torch.set_num_threads(self.threads)
                from sentence_transformers import CrossEncoder

                self._model = CrossEncoder(self.model_name, device=self.device)
        return self._model

    def scores(self, query: str, texts: list[str]) -> list[float]:
        if not texts:
            return []
        model = self._load()
        out = model.predict([(query, t) for t in texts], show_progress_bar=False)
        return [float(s) for s in out]

    def order(self, query: str, ids: list[int], texts: list[str]) -> list[int]:
        """The first `top_n` ids reordered by cross-encoder score; the tail keeps its order."""
        head, tail = ids[: self.top_n], ids[self.top_n:]
        scores = self.scores(query, texts[: self.top_n])
        ranked = sorted(range(len(head)), key=lambda i: (-scores[i], i))
        return [head[i] for i in ranked] + tail


def make_reranker(spec: str, threads: int | None = None) -> CrossEncoderReranker | None:
    """'' / 'none' = no rerank; otherwise a cross-encoder model name or path, optionally `@cuda`."""
    if spec in ("", "none"):
        return None
    model, device = spec, "cpu"
    if "@" in spec:
        model, device = spec.rsplit("@", 1)
    return CrossEncoderReranker(model, device=device, threads=threads)
