"""The web app: Gradio Blocks (app.py), session logic (session.py), HTML (render.py, graph.py)."""
