"""FlyMemory engine: one process that owns the memory store and serves MCP tools."""

from flymemory.threads import cap_thread_environment

# Before anything below imports numpy or the embedder (see flymemory.threads).
cap_thread_environment()

__version__ = "0.1.0"
ENGINE_NAME = "flymemory"
