"""The game engines: pure and deterministic, one package per game family on a shared core.

``engine.core`` holds what every family shares (errors, seeded draws, the record envelope, the
:class:`~engine.core.family.GameFamily` protocol); ``engine.werewolf``, ``engine.clocktower``,
``engine.lab`` and ``engine.cloud`` are the families, which never import each other. Nothing
here touches Discord, a database, the clock or global randomness.
"""
