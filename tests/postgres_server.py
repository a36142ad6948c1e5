"""A real, throw-away PostgreSQL server for the storage tests (never a mock).

The server binaries come from the system's PostgreSQL package, which `make test` installs when
it is missing. PostgreSQL refuses to run as root, so when the tests run as root (as CI does) the
server runs as the ``postgres`` system user that the package creates. It listens on 127.0.0.1
only, on a free port, with trust authentication, and is stopped when the test session ends.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

USER = "qw"


class PostgresUnavailableError(RuntimeError):
    """No PostgreSQL server binaries on this machine."""


@dataclass(frozen=True)
class PostgresServer:
    """A running server: connect with :attr:`url`; :meth:`database_url` names another database."""

    host: str
    port: int

    @property
    def url(self) -> str:
        """URL of the server's default database."""
        return self.database_url("postgres")

    def database_url(self, name: str) -> str:
        """URL of database ``name`` on this server."""
        return f"postgresql://{USER}@{self.host}:{self.port}/{name}"


def _binary(name: str) -> str:
    """Path of a server program (``initdb``, ``pg_ctl``), from PATH or Debian's layout."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if not candidates:
        raise PostgresUnavailableError(
            f"PostgreSQL's {name} was not found; `make test` installs the postgresql package"
        )
    return candidates[-1]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_server_user(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", "postgres", "--", *command]


@contextlib.contextmanager
def running_postgres() -> Iterator[PostgresServer]:
    """Start a fresh server in a temporary folder; stop it and remove the folder after."""
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    root = Path(tempfile.mkdtemp(prefix="qw-pg-"))
    data, sockets = root / "data", root / "sockets"
    sockets.mkdir()
    if os.geteuid() == 0:
        shutil.chown(root, "postgres")
        shutil.chown(sockets, "postgres")
    port = _free_port()
    run = {"check": True, "capture_output": True, "text": True}
    try:
        subprocess.run(
            _as_server_user([initdb, "-D", str(data), "-U", USER, "-A", "trust", "--no-sync"]),
            **run,  # type: ignore[call-overload]
        )
        options = f"-h 127.0.0.1 -p {port} -k {sockets} -F -c fsync=off"
        subprocess.run(
            _as_server_user(
                [pg_ctl, "-D", str(data), "-o", options, "-l", str(root / "log"), "-w", "start"]
            ),
            **run,  # type: ignore[call-overload]
        )
    except subprocess.CalledProcessError as error:
        log = root / "log"
        detail = log.read_text() if log.exists() else ""
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"PostgreSQL did not start: {error.stderr}{detail}") from None
    try:
        yield PostgresServer("127.0.0.1", port)
    finally:
        subprocess.run(
            _as_server_user([pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"]),
            capture_output=True,
        )
        shutil.rmtree(root, ignore_errors=True)
