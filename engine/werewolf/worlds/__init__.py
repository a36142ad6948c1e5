"""World models: the set of worlds still consistent with the game, per preset.

Each preset has two implementations with one interface: a scalable one, which enumerates only
the identities that change the history and counts the rest, and a full enumeration kept as the
test oracle for small games.
"""
