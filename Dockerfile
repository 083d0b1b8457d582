# Specimen in a container: built with the Swift toolchain by Scripts/release (the Swift runtime,
# cmark-gfm and jemalloc linked in), then copied alone into a slim image with git (token history and
# published versions read the handbook's tags).
#
#   docker build -t specimen .
#   docker run --rm -v "$PWD:/handbook" specimen build
#   docker run --rm -v "$PWD:/handbook" -p 8080:8080 specimen serve --host 0.0.0.0
#
# Not built in this repository's tests: the machines they run on have no container engine.
FROM swift:6.1-bookworm AS build
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends libcmark-gfm-dev libcmark-gfm-extensions-dev libjemalloc-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN Scripts/release --output /artifacts && tar -xzf /artifacts/specimen-*.tar.gz -C /usr/local/bin

FROM debian:bookworm-slim
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /usr/local/bin/specimen /usr/local/bin/specimen
WORKDIR /handbook
ENTRYPOINT ["specimen"]
CMD ["build"]
