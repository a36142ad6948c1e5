# `make run` and `make test` do all the set-up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run sandbox simulate test lint bench crash clean postgres browser screenshot

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
	$(BIN)/python -m pip install --quiet -e ".[sandbox]"
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@ $(STAMP_RUN)

# With DISCORD_TOKEN (in .env or the environment): the bot on Discord. Without: the local
# sandbox page on 127.0.0.1 (options after ARGS=, e.g. make run ARGS="--port 8800 --no-browser").
run: $(STAMP_RUN)
	$(BIN)/python -m bot --sandbox-without-token $(ARGS)

sandbox: $(STAMP_RUN)
	$(BIN)/python -m bot.sandbox $(ARGS)

simulate: $(STAMP_RUN)
	$(BIN)/python -m bot.console simulate --players 12

test: $(STAMP_TEST) postgres browser
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python -m pytest

# Kill the bot at every point of whole games and restart it (a sample runs in `make test`).
crash: $(STAMP_TEST)
	$(BIN)/python -m tests.crash --jobs 2

# The sandbox's browser test drives the system's Chromium: as root (as in CI) install it when
# it is missing; otherwise say why that test will be skipped.
browser:
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "Installing chromium and chromium-driver for the sandbox's browser test"; \
	    (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver) \
	      >/dev/null || echo "Could not install Chromium: the browser test will say so"; \
	  else \
	    echo "No Chromium: the sandbox's browser test is skipped (apt-get install chromium chromium-driver)"; \
	  fi; \
	fi

# Refresh the README's screenshots: the sandbox, and each game in play (made by the browser tests).
screenshot: $(STAMP_TEST) browser
	QW_SANDBOX_SCREENSHOT=docs/sandbox.png QW_GAME_SCREENSHOTS=docs/screenshots \
		$(BIN)/python -m pytest -q tests/bot/sandbox/test_browser.py

lint: $(STAMP_TEST)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(STAMP_RUN)
	$(BIN)/python benchmarks/engine_scaling.py
	$(BIN)/python benchmarks/views_scaling.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
