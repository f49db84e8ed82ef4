"""The embedding model: the real all-MiniLM-L6-v2, offline, cached per text."""

import os

import numpy as np
import pytest

from nesy_chat.core.errors import EmbeddingError
from nesy_chat.kb.embeddings import Embedder, get_embedder


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return get_embedder()


def test_vectors_are_normalised_float32(embedder):
    vectors = embedder.encode(["Can I get Statutory Maternity Pay?", "Do you live in Cyprus?"])
    assert vectors.shape == (2, 384)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert os.environ["HF_HUB_OFFLINE"] == "1" and os.environ["TRANSFORMERS_OFFLINE"] == "1"


def test_similarity_ranks_a_paraphrase_above_an_unrelated_question(embedder):
    similarity = embedder.similarity(["Do you live in Spain?"],
                                     ["Are you living in Spain?", "Did your employer pay you this month?"])
    assert similarity.shape == (1, 2)
    assert similarity[0, 0] > 0.8 > similarity[0, 1]


def test_repeated_texts_are_encoded_once(embedder, monkeypatch):
    embedder.encode(["warm up"])
    model = embedder._load()
    calls = []
    original = model.encode
    monkeypatch.setattr(model, "encode", lambda texts, **kw: calls.append(list(texts)) or original(texts, **kw))
    first = embedder.encode(["a text never seen before", "another new one", "a text never seen before"])
    again = embedder.encode(["another new one", "a text never seen before"])
    assert calls == [["a text never seen before", "another new one"]]
    assert np.array_equal(first[1], again[0]) and np.array_equal(first[0], first[2])


def test_one_embedder_per_model_and_no_texts(embedder):
    assert get_embedder() is embedder
    assert embedder.encode([]).shape == (0, 384)


def test_a_model_that_is_not_on_disk_is_an_error_not_a_download(tmp_path):
    with pytest.raises(EmbeddingError, match="offline"):
        Embedder(str(tmp_path / "no-such-model")).encode(["x"])
