"""The web app: Gradio Blocks (app.py), HTML (render.py, graph.py); the assistant does the talking.

Imports qa and the layers below it; never eval.
"""
