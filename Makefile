# `make run` and `make test` do all the set-up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run simulate test lint bench clean postgres

# The storage tests run against a real PostgreSQL server as well as SQLite; install the
# server from the system's packages when it is missing (CI runs as root).
postgres:
	@command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
		|| { [ "$$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
			apt-get install -y -qq postgresql >/dev/null; } \
		|| { echo "PostgreSQL is needed for the tests: install the postgresql package"; exit 1; }

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

test: $(STAMP_TEST) postgres
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python -m pytest

lint: $(STAMP_TEST)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(STAMP_RUN)
	$(BIN)/python benchmarks/engine_scaling.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
