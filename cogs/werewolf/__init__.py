"""Quantum Werewolf on Discord: its cogs, and the shell they share (the open games and their
storage, deadlines and the scheduler, what a change shows, rendering, views)."""
