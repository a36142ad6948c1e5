# `make run` and `make test` do all the set-up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run simulate test lint bench crash clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(BIN)/python -m bot

simulate: $(STAMP_RUN)
	$(BIN)/python -m engine simulate --players 12

test: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest

# Kill the bot at every point of whole games (a sample runs in `make test`).
crash: $(STAMP_TEST)
	$(BIN)/python -m tests.crash --jobs 2

lint: $(STAMP_TEST)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(STAMP_RUN)
	$(BIN)/python benchmarks/engine_scaling.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
