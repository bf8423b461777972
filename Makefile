# The two commands of the README: `make play` and `make test`. Both create .venv when needed.
# hatch_build.py compiles the rules and the search with Cython where a source changed, on every
# core, and says what it does; a process runs them only once every one matches its source, the
# source until then (tarot_table/compiled.py). Without a C compiler the source runs.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# PY_IGNORE_IMPORTMISMATCH: the doctests of a compiled module are collected from its source
# file while Python imports the module compiled from it (pytest would refuse the mismatch).
TEST_ENV := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PY_IGNORE_IMPORTMISMATCH=1
# The conformance suite, the rules' tests (the `rules` mark: each game's rules test modules
# carry it) and the doctests of the cards and the rules: also run on the source.
RULES_TESTS := -m "rules and not slow" tests tarot_table/cards.py tarot_table/rules

.PHONY: play test test-slow compiled

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit("Python >= 3.11 is needed, this is " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

compiled: $(STAMP)
	$(BIN)/python hatch_build.py

# The table opens at once, on the source while the rules compile beside it on the idle cores
# (nice); the next start runs them. Once the table is closed make waits for the compile (Ctrl-C
# stops it: the next `make` goes on from the modules done).
play: $(STAMP)
	nice -n 19 $(BIN)/python hatch_build.py & $(BIN)/tarot-table; played=$$?; wait; exit $$played

# The rules' tests on the source while the rules compile (its report printed once both are
# done), then the whole suite, on the compiled modules.
test: $(STAMP)
	$(BIN)/lint-imports
	@mkdir -p build
	$(TEST_ENV) TAROT_TABLE_MODULES=source $(BIN)/python -m pytest -q $(RULES_TESTS) \
	    >build/source-tests.log 2>&1 & $(BIN)/python hatch_build.py; built=$$?; \
	    wait $$!; tested=$$?; cat build/source-tests.log; [ $$built$$tested = 00 ]
	$(TEST_ENV) $(BIN)/python -m pytest -q tests tarot_table

test-slow: compiled
	$(TEST_ENV) $(BIN)/python -m pytest -q -m slow tests
