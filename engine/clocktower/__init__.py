"""Quantum Clocktower engine (placeholder docstring)."""
