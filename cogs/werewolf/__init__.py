"""Quantum Werewolf on Discord: its cogs, and the shell they share (the open games and their
storage, deadlines on the shell's clock, what a change shows, rendering, views)."""
