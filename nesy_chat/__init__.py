"""nesy-chat: explainable question answering over rule texts, proved by a solver."""
