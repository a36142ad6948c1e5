"""A TCP proxy in front of a server whose connections can be cut without a word: no byte nor
close goes through either way any more, and neither end is told (a network path dropped, as
a pulled cable or a host gone does; a server's own ``pg_terminate_backend`` closes the socket,
which the client hears at once)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import AsyncIterator


@dataclasses.dataclass
class _Pair:
    """One client's connection and the proxy's own to the server."""

    sent: bytearray = dataclasses.field(default_factory=bytearray)
    """What the client sent, to recognise a connection by."""
    cut: bool = False


class SilentProxy:
    """Forwards each connection to ``host:port`` until :meth:`cut_where` cuts it."""

    def __init__(self, host: str, port: int) -> None:
        self._upstream = (host, port)
        self._pairs: list[_Pair] = []
        self._writers: list[asyncio.StreamWriter] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    def cut_where(self, sent: bytes) -> int:
        """Cut silently every connection whose client sent ``sent``; how many were."""
        found = [pair for pair in self._pairs if sent in pair.sent and not pair.cut]
        for pair in found:
            pair.cut = True
        return len(found)

    async def _accepted(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection(*self._upstream)
        self._writers += [writer, up_writer]
        pair = _Pair()
        self._pairs.append(pair)
        for source, sink, seen in ((reader, up_writer, pair.sent), (up_reader, writer, None)):
            task = asyncio.create_task(self._pump(source, sink, pair, seen))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _pump(
        source: asyncio.StreamReader,
        sink: asyncio.StreamWriter,
        pair: _Pair,
        seen: bytearray | None,
    ) -> None:
        while chunk := await source.read(65536):
            if seen is not None:
                seen += chunk
            if not pair.cut:
                sink.write(chunk)
        if not pair.cut:
            sink.close()  # an end that closed is told to the other, until the cut

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[SilentProxy]:
        """Listen on a free local port (:attr:`port`) until the block ends."""
        server = await asyncio.start_server(self._accepted, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        try:
            yield self
        finally:
            server.close()
            for writer in self._writers:
                writer.close()
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
