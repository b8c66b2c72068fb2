"""Speed and memory figures of the engine and the toolchain: run ``python -m benchmarks``."""
