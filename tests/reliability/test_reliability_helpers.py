"""The suite's own client must not blur what it measures: a call is sent once, so a write the
engine applied before its connection dropped is never applied a second time by the test."""

from __future__ import annotations

import http.client
import socket
import threading

import pytest
from reliability_helpers import Engine

pytestmark = pytest.mark.reliability


def _server_that_drops_every_request() -> tuple[socket.socket, list[bytes]]:
    """Reads each whole request, records it, and closes the connection without an answer."""
    listener = socket.create_server(("127.0.0.1", 0))
    received: list[bytes] = []

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            with conn:
                data = b""
                while b"\r\n\r\n" not in data:
                    data += conn.recv(65536)
                head, _, body = data.partition(b"\r\n\r\n")
                length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                                  if line.lower().startswith(b"content-length")))
                while len(body) < length:
                    body += conn.recv(65536)
                received.append(body)

    threading.Thread(target=serve, daemon=True).start()
    return listener, received


def test_a_call_whose_connection_drops_is_sent_once_and_raises():
    listener, received = _server_that_drops_every_request()
    engine = Engine(proc=None, port=listener.getsockname()[1], data_dir="")
    remember = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                "params": {"name": "flymemory_remember", "arguments": {"text": "Sent once."}}}
    try:
        with pytest.raises((http.client.RemoteDisconnected, ConnectionError)):
            engine.rpc(remember)
    finally:
        listener.close()
    assert len(received) == 1, "the write reached the engine once and was not sent again"
