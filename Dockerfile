# Superpost, the Discord bot for quantum games. Build: docker build -t superpost .
# Run:   docker run -d --name superpost --env-file .env -v superpost-data:/data superpost
# The base image is pinned to an exact Python release and Debian suite.
FROM python:3.11.10-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DB_PATH=/data/bot.sqlite3

RUN useradd --create-home --uid 10001 qw \
    && mkdir -p /data && chown qw:qw /data

WORKDIR /app

# Dependencies in their own layer: a change of code does not download them again.
COPY pyproject.toml README.md LICENSE ./
RUN mkdir -p engine bot cogs \
    && touch engine/__init__.py bot/__init__.py cogs/__init__.py \
    && pip install . \
    && pip uninstall -y superpost \
    && rm -rf engine bot cogs build *.egg-info

COPY engine ./engine
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-deps .

USER qw
VOLUME ["/data"]
# The bot shuts down cleanly on SIGINT (closes the gateway and the database); docker stop
# sends STOPSIGNAL, then SIGKILL only after the grace period.
STOPSIGNAL SIGINT
CMD ["python", "-m", "bot"]
