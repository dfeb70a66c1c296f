"""FlyMemory engine: one process that owns the memory store and serves MCP tools."""

__version__ = "0.1.0"
ENGINE_NAME = "flymemory"
