"""The knowledge base: documents and chunks, the Chroma store, ingest, the LKG, concepts, BM25, embeddings.

Imports synthesis and the layers below it.
"""
