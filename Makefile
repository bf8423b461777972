# The two commands of the README: `make play` and `make test` (the layering contracts of
# pyproject.toml, then the suite). Both create .venv when needed, and compile the rules in place
# where a source changed (hatch_build.py: Cython; without a C compiler the source runs).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test test-slow compiled

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is needed, this is " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

compiled: $(STAMP)
	$(BIN)/python hatch_build.py

play: compiled
	$(BIN)/tarot-table

# PY_IGNORE_IMPORTMISMATCH: the doctests of a compiled module are collected from its source
# file while Python imports the module compiled from it (pytest would refuse the mismatch).
TEST_ENV := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PY_IGNORE_IMPORTMISMATCH=1

test: compiled
	$(BIN)/lint-imports
	$(TEST_ENV) $(BIN)/python -m pytest -q tests tarot_table

test-slow: compiled
	$(TEST_ENV) $(BIN)/python -m pytest -q -m slow tests
