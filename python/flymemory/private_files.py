"""Memories are private from other local users: every file the engine keeps (store, -wal/-shm,
migration backups, logs and their rotations, lock, secret, exports) is owner-only, whatever the
umask, and a file an earlier version left readable is tightened at start. Every engine entry
point goes through `owner_only_process`; the sweeps below fix what is already on disk."""

from __future__ import annotations

import glob
import logging
import os
import stat

log = logging.getLogger("flymemory")
OWNER_ONLY_UMASK = 0o077
# `flymemory setup` installs the engine's own Python here: code, not memories, behind the 0700 data dir.
MANAGED_VENV = "venv"
# SQLite names the files that hold a store's pages beside it; the WAL copies the store's mode.
STORE_SIDE_FILES = ("-wal", "-shm", "-journal")


def owner_only_process() -> None:
    """Every file this process creates from now on is owner-only (0600 files, 0700 folders)."""
    os.umask(OWNER_ONLY_UMASK)


def tighten(path: str) -> bool:
    """Takes group and other bits off one file or folder we own (the owner's bits stay, so a script
    stays executable). Symbolic links and other users' files are left alone. True when it changed."""
    info = os.lstat(path)
    if info.st_uid != os.getuid() or stat.S_ISLNK(info.st_mode) or not info.st_mode & 0o077:
        return False
    os.chmod(path, stat.S_IMODE(info.st_mode) & ~0o077)
    return True


def make_private(data_dir: str) -> list[str]:
    """The data dir and everything in it owner-only. Returns the paths (relative) that were tightened."""
    tightened = []
    for folder, dirs, files in os.walk(data_dir):
        for path in [folder] + [os.path.join(folder, name) for name in files]:
            if _tighten_or_warn(path):
                tightened.append(os.path.relpath(path, data_dir))
        dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(folder, d))
                   and not (folder == data_dir and d == MANAGED_VENV)]
    return tightened


def make_store_private(store_path: str) -> list[str]:
    """A SQLite store kept outside the data dir (--store): the file, its side files and its backups.
    Returns the full paths that were tightened."""
    paths = [store_path + suffix for suffix in ("", *STORE_SIDE_FILES)]
    paths += glob.glob(glob.escape(store_path) + ".v*.bak")
    return [path for path in paths if os.path.lexists(path) and _tighten_or_warn(path)]


def _tighten_or_warn(path: str) -> bool:
    try:
        return tighten(path)
    except OSError as exc:
        log.warning("could not make %s owner-only (%s); check its owner and mode", path, exc)
        return False
