"""The tools by family. Each module has `register(mcp, tools)`; a tool validates its
arguments, calls one service method through `tools.run` and renders the reply."""
