"""Saved games: round trip, atomic write + backup, crash safety, corruption handling, listing."""

from __future__ import annotations

import copy
import json
import os
import re
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarot_table.session import Session
from tarot_table import save_format, storage
from tarot_table.names import shows
from tarot_table.storage import SaveError, SaveInfo

T0 = datetime(2026, 11, 21, 21, 6, 33, tzinfo=timezone.utc)


class Clock:
    """A controllable replacement for ``storage._utcnow``."""

    def __init__(self, start: datetime = T0) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: int = 1) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def data(tmp_path, monkeypatch):
    root = tmp_path / "data"
    monkeypatch.setenv("TAROT_TABLE_DATA_DIR", str(root))
    return root


@pytest.fixture
def clock(monkeypatch):
    c = Clock()
    monkeypatch.setattr(storage, "_utcnow", c)
    return c


def make_doc(save_id: str = "20261121-210633-tarok-ab12", **changes) -> dict:
    doc = {
        "id": save_id,
        "game": "tarok",
        "options": {"players": 4, "variant": "slovenian", "radli": True},
        "seed": 123,
        "seats": [
            {"name": "Ann", "kind": "human", "agent": None},
            {"name": "Bot 1", "kind": "ai", "agent": "heuristic"},
            {"name": "Bot 2", "kind": "ai", "agent": "heuristic"},
            {"name": "Žiga", "kind": "human", "agent": None},
        ],
        "shuffles": ["7C 3S M21 KP", "M0 AW 10C"],
        "actions": ["play 7C", "play KS"],
        "summary": {"progress": "Hand 2 · trick 5", "scores": [120, 80, 0, 15.5],
                    "finished": False},
    }
    doc.update(changes)
    return doc


def saves(data: Path) -> Path:
    return data / "saves"


def corrupt_files(data: Path) -> list[Path]:
    folder = saves(data) / "corrupt"
    return sorted(folder.iterdir()) if folder.exists() else []


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# ---------------------------------------------------------------------------- locations, ids


def test_data_dir_env_override_and_saves_dir_created(data):
    assert storage.data_dir() == data
    assert not data.exists()
    assert storage.saves_dir() == data / "saves"
    assert (data / "saves").is_dir()


def test_data_dir_default_uses_platformdirs(monkeypatch):
    monkeypatch.delenv("TAROT_TABLE_DATA_DIR", raising=False)
    assert storage.data_dir().name == "tarot-table"


def test_new_save_id_format(clock, data):
    sid = storage.new_save_id("French Tarot / 5 players!")
    assert re.fullmatch(r"20261121-210633-french-tarot-5-players-[0-9a-f]{4}", sid), sid
    assert re.fullmatch(r"20261121-210633-game-[0-9a-f]{4}", storage.new_save_id("../..")), sid
    # Whatever the game name, the id is usable as a slot.
    path = storage.write_save(make_doc(storage.new_save_id("CON\\évil:*?")))
    assert path.parent == saves(data)


# ---------------------------------------------------------------------------- round trip


def test_round_trip(data, clock):
    doc = make_doc()
    original = copy.deepcopy(doc)
    path = storage.write_save(doc)
    assert path == saves(data) / "20261121-210633-tarok-ab12.json"
    assert doc == original, "write_save must not modify its argument"
    expected = {**original, "format": "tarot-table-save", "version": storage.SCHEMA_VERSION,
                "saved_at": "2026-11-21T21:06:33Z"}
    assert storage.read_save("20261121-210633-tarok-ab12") == expected
    assert storage.read_save(path) == expected
    assert storage.load_save(str(path)) == expected
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert on_disk["format"] == "tarot-table-save" and on_disk["version"] == storage.SCHEMA_VERSION
    assert "Žiga" in path.read_text(encoding="utf-8")


def test_write_overrides_format_version_saved_at(data, clock):
    doc = make_doc(format="something", version=99, saved_at="1999-01-01T00:00:00Z", extra=[1])
    storage.write_save(doc)
    got = storage.read_save(doc["id"])
    assert (got["format"], got["version"], got["saved_at"]) == (
        "tarot-table-save", storage.SCHEMA_VERSION, "2026-11-21T21:06:33Z")
    assert got["extra"] == [1]


def test_tuples_are_stored_as_lists(data, clock):
    doc = make_doc(summary={"progress": "p", "scores": (1, 2), "finished": False})
    storage.write_save(doc)
    assert storage.read_save(doc["id"])["summary"]["scores"] == [1, 2]


# ---------------------------------------------------------------------------- atomic write, backup


def test_atomic_write_keeps_backup_and_no_temp_files(data, clock):
    first = storage.write_save(make_doc(seed=1))
    first_bytes = first.read_bytes()
    clock.advance()
    storage.write_save(make_doc(seed=2))
    assert listing(saves(data)) == ["20261121-210633-tarok-ab12.json",
                                    "20261121-210633-tarok-ab12.json.bak"]
    assert (saves(data) / "20261121-210633-tarok-ab12.json.bak").read_bytes() == first_bytes
    assert storage.read_save("20261121-210633-tarok-ab12")["seed"] == 2
    clock.advance()
    storage.write_save(make_doc(seed=3))
    bak = json.loads((saves(data) / "20261121-210633-tarok-ab12.json.bak").read_text("utf-8"))
    assert bak["seed"] == 2
    assert listing(saves(data)) == ["20261121-210633-tarok-ab12.json",
                                    "20261121-210633-tarok-ab12.json.bak"]


def test_crash_on_any_replace_leaves_old_save_intact(data, clock, monkeypatch):
    path = storage.write_save(make_doc(seed=1))
    old = path.read_bytes()

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(SaveError, match=r"Could not write save '20261121-210633-tarok-ab12\.json'"):
        storage.write_save(make_doc(seed=2))
    assert path.read_bytes() == old
    assert listing(saves(data)) == ["20261121-210633-tarok-ab12.json"]


def test_crash_replacing_main_file_after_backup(data, clock, monkeypatch):
    path = storage.write_save(make_doc(seed=1))
    old = path.read_bytes()
    real_replace = os.replace

    def replace(src, dst):
        if Path(dst) == path:
            raise OSError(5, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(SaveError, match="Input/output error"):
        storage.write_save(make_doc(seed=2))
    assert path.read_bytes() == old
    assert (saves(data) / (path.name + ".bak")).read_bytes() == old
    assert listing(saves(data)) == [path.name, path.name + ".bak"]
    monkeypatch.setattr(os, "replace", real_replace)
    assert storage.load_save(path)["seed"] == 1


def test_crash_while_writing_temp_file(data, clock, monkeypatch):
    path = storage.write_save(make_doc(seed=1))
    old = path.read_bytes()

    def failing_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(SaveError, match="No space left on device"):
        storage.write_save(make_doc(seed=2))
    monkeypatch.undo()
    assert path.read_bytes() == old
    assert listing(saves(data)) == [path.name]


def test_writing_over_a_corrupt_file_keeps_a_copy_and_the_old_backup(data, clock):
    path = storage.write_save(make_doc(seed=1))
    clock.advance()
    storage.write_save(make_doc(seed=2))
    bak = saves(data) / (path.name + ".bak")
    bak_bytes = bak.read_bytes()
    path.write_bytes(b'{"format": "tarot-table-save", "vers')
    clock.advance()
    storage.write_save(make_doc(seed=3))
    assert storage.read_save(path)["seed"] == 3
    assert bak.read_bytes() == bak_bytes, "a corrupt file must never replace the backup"
    [kept] = corrupt_files(data)
    assert kept.read_bytes() == b'{"format": "tarot-table-save", "vers'


INVALID_DOCS = {
    "missing seats": lambda d: d.pop("seats"),
    "missing summary.finished": lambda d: d["summary"].pop("finished"),
    "seed as text": lambda d: d.update(seed="123"),
    "seed as bool": lambda d: d.update(seed=True),
    "empty seats": lambda d: d.update(seats=[]),
    "bad seat kind": lambda d: d["seats"][1].update(kind="robot"),
    "agent as number": lambda d: d["seats"][1].update(agent=3),
    "action not text": lambda d: d["actions"].append(7),
    "score is NaN": lambda d: d["summary"]["scores"].append(float("nan")),
    "score is bool": lambda d: d["summary"]["scores"].append(False),
    "options not object": lambda d: d.update(options=[1]),
    "non-text key": lambda d: d["options"].update({1: "x"}),
    "set in options": lambda d: d["options"].update(s={1, 2}),
    "path in id": lambda d: d.update(id="../evil"),
    "dotted id": lambda d: d.update(id="a.json"),
    "reserved id": lambda d: d.update(id="NUL"),
    "empty game": lambda d: d.update(game=""),
    "lone surrogate": lambda d: d["seats"][0].update(name="\udc80"),
}


@pytest.mark.parametrize("mutate", INVALID_DOCS.values(), ids=INVALID_DOCS.keys())
def test_invalid_doc_raises_and_writes_nothing(data, clock, mutate):
    doc = make_doc()
    mutate(doc)
    with pytest.raises(SaveError, match=r"^Cannot save"):
        storage.write_save(doc)
    assert not saves(data).exists() or listing(saves(data)) == []


def test_invalid_doc_message_names_the_field(data):
    doc = make_doc()
    doc["seats"][1]["kind"] = "robot"
    with pytest.raises(SaveError) as info:
        storage.write_save(doc)
    assert "seats[1].kind" in str(info.value) and "robot" in str(info.value)


NOT_PLAIN_JSON = {
    "NaN score": (lambda d: d["summary"]["scores"].append(float("nan")),
                  r"Expected a finite `float`, got `nan` - at `\$\.summary\.scores\[4\]`"),
    "number key": (lambda d: d["options"].update(deep={"x": [{2: "y"}]}),
                   r"Expected `str`, got `int` - at `key` in `\$\.options\.deep\.x\[0\]`"),
    "set": (lambda d: d["options"].update({"odd key!": {1, 2}}),
            r"Expected a JSON value, got `set` - at `\$\.options\[\.\.\.\]`"),
    "surrogate key": (lambda d: d["summary"].update({"\udc80": 1}),
                      r"Expected `str` of Unicode characters, got a lone surrogate - at `key` "
                      r"in `\$\.summary`"),
}


@pytest.mark.parametrize(("mutate", "pattern"), NOT_PLAIN_JSON.values(),
                         ids=NOT_PLAIN_JSON.keys())
def test_a_value_json_cannot_hold_exactly_is_named_by_its_path(data, mutate, pattern):
    doc = make_doc("slot-1")
    mutate(doc)
    with pytest.raises(SaveError, match=r"^Cannot save game 'slot-1': " + pattern + r"\.$"):
        storage.write_save(doc)
    assert not saves(data).exists()


def test_the_example_of_the_save_format_page_is_a_save():
    """docs/save-format.md's example document fits the declared structure."""
    page = (Path(__file__).resolve().parents[1] / "docs" / "save-format.md").read_text("utf-8")
    [example] = re.findall(r"```json\n(.*?)```", page, re.S)
    save = save_format.check(json.loads(example))
    assert (save.id, save.seats[1].agent, save.summary.finished) == (
        "20261121-210633-tarok-ab12", "heuristic", False)


# ---------------------------------------------------------------------------- damaged files


def good_bytes() -> bytes:
    doc = {**make_doc(), "format": "tarot-table-save", "version": storage.SCHEMA_VERSION,
           "saved_at": "2026-11-21T21:06:33Z"}
    return json.dumps(doc, indent=2, ensure_ascii=False).encode("utf-8")


def without(key: str) -> bytes:
    doc = json.loads(good_bytes())
    del doc[key]
    return json.dumps(doc).encode()


def with_(**changes) -> bytes:
    return json.dumps({**json.loads(good_bytes()), **changes}).encode()


BAD_FILES = {
    "truncated": (good_bytes()[:200], r"is truncated or not valid JSON \(line \d+, column \d+\)"),
    "garbled": (b"\x00\x13garbage{{]]", r"is truncated or not valid JSON"),
    "non-utf8": (good_bytes().replace("Žiga".encode(), "Žiga".encode("iso8859_2")),
                 r"is not readable text \(invalid UTF-8 at byte \d+\)"),
    "empty": (b"", r"is empty"),
    "not an object": (b"[1, 2, 3]", r"expected a JSON object, found a list"),
    "wrong format": (with_(format="chess-save"), r"is not a Tarot Table save .*'chess-save'"),
    "no format": (without("format"), r"is not a Tarot Table save \(its format is missing"),
    "future version": (with_(version=7), r"newer version of Tarot Table \(save format version 7; "
                                         r"this version reads up to version 2\)"),
    "older version": (with_(version=0), r"save format version 0, which is older"),
    "version as text": (with_(version="1"), r"no usable format version"),
    "missing actions": (without("actions"), r"is damaged: Object missing required field "
                                            r"`actions`"),
    "missing saved_at": (without("saved_at"), r"Object missing required field `saved_at`"),
    "bad saved_at": (with_(saved_at="yesterday"), r"Invalid RFC3339 encoded datetime - at "
                                                  r"`\$\.saved_at`"),
    "ill-typed seed": (with_(seed=1.5), r"Expected `int`, got `float` - at `\$\.seed`"),
    "NaN literal": (good_bytes().replace(b'"seed": 123', b'"seed": NaN'),
                    r"is not valid JSON \(NaN is not allowed\)"),
}


@pytest.mark.parametrize(("content", "pattern"), BAD_FILES.values(), ids=BAD_FILES.keys())
def test_read_save_rejects_bad_file_without_touching_it(data, clock, content, pattern):
    path = storage.saves_dir() / "20261121-210633-tarok-ab12.json"
    path.write_bytes(content)
    prefix = r"^Save '20261121-210633-tarok-ab12\.json' .*"
    with pytest.raises(SaveError, match=prefix + pattern) as info:
        storage.read_save(path)
    assert info.value.path == path
    assert path.read_bytes() == content, "read_save must never modify the file"
    assert listing(saves(data)) == [path.name]


DAMAGED_FILES = {k: v for k, v in BAD_FILES.items() if k != "future version"}


@pytest.mark.parametrize(("content", "pattern"), DAMAGED_FILES.values(),
                         ids=DAMAGED_FILES.keys())
def test_load_save_quarantines_bad_file_byte_for_byte(data, clock, content, pattern):
    path = storage.saves_dir() / "20261121-210633-tarok-ab12.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as info:
        storage.load_save("20261121-210633-tarok-ab12")
    moved = saves(data) / "corrupt" / "20261121-210633-tarok-ab12-20261121T210633.json"
    message = str(info.value)
    assert message.startswith("Save '20261121-210633-tarok-ab12.json' ")
    assert re.search(pattern, message)
    assert message.endswith(f"; it was moved to {moved}.")
    assert info.value.moved_to == moved
    assert not path.exists()
    assert corrupt_files(data) == [moved]
    assert moved.read_bytes() == content


def test_missing_file(data):
    with pytest.raises(SaveError, match=r"^Save 'nope\.json' does not exist"):
        storage.read_save("nope")
    with pytest.raises(SaveError, match=r"does not exist"):
        storage.load_save("nope")
    assert corrupt_files(data) == []


def test_quarantine_never_overwrites(data, clock):
    folder = storage.saves_dir()
    existing = folder / "corrupt" / "x-20261121T210633.json"
    existing.parent.mkdir()
    existing.write_bytes(b"already here")
    contents = [b"first", b"second"]
    moved = []
    for content in contents:
        src = folder / "x.json"
        src.write_bytes(content)
        moved.append(storage.quarantine(src))
        assert not src.exists()
    assert existing.read_bytes() == b"already here"
    assert [p.name for p in moved] == ["x-20261121T210633-2.json", "x-20261121T210633-3.json"]
    assert [p.read_bytes() for p in moved] == contents
    bak = folder / "x.json.bak"
    bak.write_bytes(b"backup")
    assert storage.quarantine(bak).name == "x-20261121T210633.json.bak"


def test_quarantine_from_outside_saves_dir(data, clock, tmp_path):
    outside = tmp_path / "elsewhere" / "downloaded.json"
    outside.parent.mkdir()
    outside.write_bytes(b"\xff\xfe broken")
    moved = storage.quarantine(outside)
    assert moved.parent == saves(data) / "corrupt"
    assert moved.read_bytes() == b"\xff\xfe broken" and not outside.exists()


def test_quarantine_missing_file_raises(data):
    with pytest.raises(FileNotFoundError):
        storage.quarantine(storage.saves_dir() / "ghost.json")


# ---------------------------------------------------------------------------- backup fallback


def test_load_save_restores_the_backup_and_says_so(data, clock):
    path = storage.write_save(make_doc(seed=1))
    clock.advance()
    storage.write_save(make_doc(seed=2))
    bak = saves(data) / (path.name + ".bak")
    bak_bytes = bak.read_bytes()
    path.write_bytes(b"\x00" * 64)  # e.g. a power cut zero-filled the file
    clock.advance()
    with pytest.raises(SaveError) as info:
        storage.load_save(path.stem)
    [kept] = corrupt_files(data)
    assert str(info.value) == (
        f"Save '{path.name}' is truncated or not valid JSON (line 1, column 1); the previous "
        f"version was restored from its backup; the bad file was kept at {kept}.")
    assert info.value.restored and info.value.moved_to == kept
    assert path.read_bytes() == bak_bytes, "the backup is restored as the main file"
    assert bak.read_bytes() == bak_bytes
    assert kept.read_bytes() == b"\x00" * 64
    assert storage.load_save(path.stem)["seed"] == 1, "the restored version opens next time"


def test_load_save_when_main_missing_but_backup_valid(data, clock):
    path = storage.write_save(make_doc(seed=1))
    clock.advance()
    storage.write_save(make_doc(seed=2))
    path.unlink()
    with pytest.raises(SaveError, match=r"does not exist .*; the previous version was restored"
                                        r" from its backup\.$") as info:
        storage.load_save(path.stem)
    assert info.value.restored
    assert storage.load_save(path.stem)["seed"] == 1
    assert path.exists() and corrupt_files(data) == []


def test_load_save_when_backup_also_bad(data, clock):
    path = storage.saves_dir() / "slot-1.json"
    path.write_bytes(b"{bad main")
    bak = storage.saves_dir() / "slot-1.json.bak"
    bak.write_bytes(b"{bad backup")
    with pytest.raises(SaveError, match=r"^Save 'slot-1\.json' is truncated.*; it was moved to "):
        storage.load_save("slot-1")
    kept = {p.read_bytes() for p in corrupt_files(data)}
    assert kept == {b"{bad main", b"{bad backup"}
    assert listing(saves(data)) == ["corrupt"]


def test_renamed_file_is_its_own_slot(data, clock):
    path = storage.write_save(make_doc("slot-a"))
    copy_path = path.with_name("slot-b.json")
    copy_path.write_bytes(path.read_bytes())
    assert storage.read_save("slot-b")["id"] == "slot-b"


# ---------------------------------------------------------------------------- listing


def test_list_saves_with_one_corrupt_file(data, clock):
    for i in range(3):
        storage.write_save(make_doc(f"good-{i}", seed=i))
        clock.advance()
    bad = storage.saves_dir() / "bad-1.json"
    bad.write_bytes(b'{"format": "tarot-table-save", "version": 1, "id": "bad-1"')
    # Things that are not saves are ignored, never quarantined.
    (storage.saves_dir() / ".good-0.json.abc123.tmp").write_bytes(b"half a save")
    (storage.saves_dir() / "notes.txt").write_text("hi")
    (storage.saves_dir() / "good-0.json.bak").write_bytes(b"old")
    infos, messages = storage.list_saves()
    assert [info.id for info in infos] == ["good-2", "good-1", "good-0"]
    assert len(messages) == 1
    assert messages[0].startswith("Save 'bad-1.json' is truncated or not valid JSON")
    assert "moved to" in messages[0]
    assert not bad.exists()
    [kept] = corrupt_files(data)
    assert kept.read_bytes() == b'{"format": "tarot-table-save", "version": 1, "id": "bad-1"'
    assert (storage.saves_dir() / ".good-0.json.abc123.tmp").exists()
    assert (storage.saves_dir() / "notes.txt").exists()
    # A second listing is clean: the bad file has been dealt with.
    assert storage.list_saves()[1] == []


def test_list_saves_reports_restore_from_backup(data, clock):
    path = storage.write_save(make_doc("slot-1", seed=1))
    clock.advance()
    storage.write_save(make_doc("slot-1", seed=2))
    path.write_bytes(b"junk")
    infos, messages = storage.list_saves()
    assert [i.id for i in infos] == ["slot-1"]
    assert infos[0].saved_at == T0
    assert len(messages) == 1 and "restored from its backup" in messages[0]


def test_list_saves_newest_first_and_fields(data, clock):
    order = ["c", "a", "d", "b"]
    for sid in order:
        storage.write_save(make_doc(f"slot-{sid}"))
        clock.advance(60)
    # Rewriting an old slot makes it the newest.
    storage.write_save(make_doc("slot-a", summary={"progress": "Hand 3 · trick 1",
                                                   "scores": [1], "finished": True}))
    infos, messages = storage.list_saves()
    assert messages == []
    assert [i.id for i in infos] == ["slot-a", "slot-b", "slot-d", "slot-c"]
    newest = infos[0]
    assert newest == SaveInfo(
        id="slot-a", path=saves(data) / "slot-a.json", game="tarok", players=4,
        names=("Ann", "Bot 1", "Bot 2", "Žiga"), saved_at=T0 + timedelta(seconds=240),
        progress="Hand 3 · trick 1", finished=True)
    assert infos[-1].saved_at == T0


def test_list_saves_empty(data):
    assert storage.list_saves() == ([], [])


def test_latest_unfinished_skips_finished(data, clock):
    assert storage.latest_unfinished() is None
    storage.write_save(make_doc("old-open"))
    clock.advance()
    storage.write_save(make_doc("mid-open"))
    clock.advance()
    storage.write_save(make_doc("new-done", summary={"progress": "Game over", "scores": [],
                                                     "finished": True}))
    latest = storage.latest_unfinished()
    assert latest is not None and latest.id == "mid-open"
    storage.delete_save("mid-open")
    storage.delete_save("old-open")
    assert storage.latest_unfinished() is None


# ---------------------------------------------------------------------------- hostile files


def newer_bytes(**changes) -> bytes:
    return with_(version=storage.SCHEMA_VERSION + 1, **changes)


def test_a_newer_save_is_left_alone_and_listed(data, clock):
    path = storage.write_save(make_doc("slot-1", seed=1))
    clock.advance()
    storage.write_save(make_doc("slot-1", seed=2))
    bak = saves(data) / "slot-1.json.bak"
    path.write_bytes(newer_bytes())
    before = {p.name: p.read_bytes() for p in saves(data).iterdir()}
    with pytest.raises(storage.NewerSaveError, match=r"^Save 'slot-1\.json' was made by a newer "
                       r"version .*; the file is left as it is\.$") as info:
        storage.load_save("slot-1")
    assert info.value.version == storage.SCHEMA_VERSION + 1 and info.value.game == "tarok" and not info.value.restored
    infos, messages = storage.list_saves()
    assert messages == []
    [info] = infos
    assert (info.id, info.newer, info.game, info.names, info.saved_at) == \
        ("slot-1", storage.SCHEMA_VERSION + 1, "tarok", (), None)
    assert {p.name: p.read_bytes() for p in saves(data).iterdir()} == before, \
        "the older backup is never restored over a newer save"
    assert bak.exists() and corrupt_files(data) == []
    with pytest.raises(SaveError, match=r"never replaced"):
        storage.write_save(make_doc("slot-1", seed=3))
    assert {p.name: p.read_bytes() for p in saves(data).iterdir()} == before


def test_a_newer_save_with_a_newer_backup_stays_put(data):
    folder = storage.saves_dir()
    (folder / "slot-1.json").write_bytes(newer_bytes())
    (folder / "slot-1.json.bak").write_bytes(newer_bytes(seed=1))
    [info] = storage.list_saves()[0]
    assert info.newer == storage.SCHEMA_VERSION + 1
    assert listing(folder) == ["slot-1.json", "slot-1.json.bak"]


def test_a_damaged_save_with_a_newer_backup_gets_the_backup_in_place(data, clock):
    folder = storage.saves_dir()
    (folder / "slot-1.json").write_bytes(b"{junk")
    (folder / "slot-1.json.bak").write_bytes(newer_bytes())
    infos, [message] = storage.list_saves()
    assert [i.newer for i in infos] == [storage.SCHEMA_VERSION + 1]
    assert message.startswith("Save 'slot-1.json' is truncated")
    assert message.endswith("Its backup, made by a newer version of Tarot Table, was put in its "
                            "place: update Tarot Table to open it.")
    assert (folder / "slot-1.json").read_bytes() == newer_bytes()
    assert (folder / "slot-1.json.bak").read_bytes() == newer_bytes()
    assert [p.read_bytes() for p in corrupt_files(data)] == [b"{junk"]


def test_an_absurd_version_is_damage_not_a_newer_save(data, clock):
    path = storage.saves_dir() / "slot-1.json"
    path.write_bytes(with_(version=10**7))
    with pytest.raises(SaveError, match=r"the version field is out of range\); it was moved"):
        storage.load_save(path)


def test_a_save_that_cannot_be_built_is_damage(data, clock):
    path = storage.write_save(make_doc("slot-1"))

    def refuse(doc):
        raise ValueError("its game is not one this version offers.")
    with pytest.raises(SaveError) as info:
        storage.load_save("slot-1", refuse)
    moved = saves(data) / "corrupt" / "slot-1-20261121T210633.json"
    assert str(info.value) == ("Save 'slot-1.json' cannot be played: its game is not one this "
                               f"version offers; it was moved to {moved}.")
    assert not path.exists()
    assert storage.load_save(moved, lambda doc: doc["seed"]) == 123


def test_a_file_too_large_is_refused_without_reading_it_all(data, clock, monkeypatch):
    monkeypatch.setattr(storage, "MAX_SAVE_BYTES", 1000)
    path = storage.saves_dir() / "slot-1.json"
    content = good_bytes() + b" " * 1000
    path.write_bytes(content)
    with pytest.raises(SaveError, match=r"^Save 'slot-1\.json' is too large to be a save"):
        storage.read_save(path)
    infos, [message] = storage.list_saves()
    assert infos == [] and "too large" in message
    assert [p.read_bytes() for p in corrupt_files(data)] == [content]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_pipe_named_like_a_save_neither_blocks_nor_counts(data):
    fifo = storage.saves_dir() / "slot-1.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match=r"^Save 'slot-1\.json' is not a regular file\.$"):
        storage.read_save(fifo)
    assert storage.list_saves() == ([], [])
    assert fifo.exists()


def test_a_link_to_a_bad_file_is_moved_aside_and_its_target_untouched(data, clock, tmp_path):
    target = tmp_path / "outside.txt"
    target.write_bytes(b"secret, not a save")
    link = storage.saves_dir() / "slot-1.json"
    link.symlink_to(target)
    infos, [message] = storage.list_saves()
    assert infos == [] and message.startswith("Save 'slot-1.json' is truncated or not valid JSON")
    [kept] = corrupt_files(data)
    assert kept.is_symlink() and kept.read_bytes() == b"secret, not a save"
    assert target.read_bytes() == b"secret, not a save"


#: The library's messages (the control-character pattern is save_format.NO_CONTROL).
NO_CONTROL = re.escape(repr(save_format.NO_CONTROL))
BOUNDED_FIELDS = {
    "long name": (lambda d: d["seats"][0].update(name="A" * 17),
                  r"Expected `str` of length <= 16 - at `\$\.seats\[0\]\.name`"),
    "NUL in name": (lambda d: d["seats"][1].update(name="Ada\x00"),
                    rf"Expected `str` matching regex {NO_CONTROL} - at `\$\.seats\[1\]\.name`"),
    "newline in progress": (lambda d: d["summary"].update(progress="Hand 1\nx"),
                            rf"Expected `str` matching regex {NO_CONTROL} - at "
                            r"`\$\.summary\.progress`"),
    "newline ending a name": (lambda d: d["seats"][0].update(name="Ann\n"),
                              rf"Expected `str` matching regex {NO_CONTROL} - at "
                              r"`\$\.seats\[0\]\.name`"),
    "long progress": (lambda d: d["summary"].update(progress="x" * 61),
                      r"Expected `str` of length <= 60 - at `\$\.summary\.progress`"),
    "long level": (lambda d: d["seats"][1].update(agent="ismcts:" + "9" * 40),
                   r"Expected `str` of length <= 40 - at `\$\.seats\[1\]\.agent`"),
    "markup game": (lambda d: d.update(game="<b>tarok</b>"),
                    rf"Expected `str` matching regex {re.escape(repr(save_format.GAME_NAME))} - "
                    r"at `\$\.game`"),
    "too many seats": (lambda d: d.update(seats=d["seats"] * 5),
                       r"Expected `array` of length <= 16 - at `\$\.seats`"),
    "surrogate deep in options": (lambda d: d["options"].update(x=[1, {"y": "\ud800"}]),
                                  r"Expected `str` of Unicode characters, got a lone surrogate "
                                  r"- at `\$\.options\.x\[1\]\.y`"),
    "a long unknown kind": (lambda d: d["seats"][1].update(kind="robot" * 1000),
                            r"Invalid enum value 'robotrobot[a-z]{100,200}… - at "
                            r"`\$\.seats\[1\]\.kind`\.$"),
}


@pytest.mark.parametrize(("mutate", "pattern"), BOUNDED_FIELDS.values(),
                         ids=BOUNDED_FIELDS.keys())
def test_shown_text_is_bounded_on_the_way_out_and_in(data, clock, mutate, pattern):
    doc = make_doc("slot-1")
    mutate(doc)
    with pytest.raises(SaveError, match=r"^Cannot save game 'slot-1': " + pattern):
        storage.write_save(doc)
    path = storage.saves_dir() / "slot-1.json"
    path.write_bytes(json.dumps({**doc, "format": storage.FORMAT, "version": storage.SCHEMA_VERSION,
                                 "saved_at": "2026-11-21T21:06:33Z"}).encode())
    with pytest.raises(SaveError, match=r"^Save 'slot-1\.json' is damaged: " + pattern):
        storage.read_save(path)


def test_stale_temporary_files_are_removed_when_listing(data, clock):
    folder = storage.saves_dir()
    storage.write_save(make_doc("slot-1"))
    stale = [folder / ".slot-1.json.k2j4h1x9.tmp", folder / ".slot-1.json.bak.a8c0_d2e.tmp"]
    fresh = folder / ".slot-1.json.zz91mmq0.tmp"
    others = [folder / ".notes.tmp", folder / "slot-1.tmp", folder / ".slot-1.json.x.tmp.keep"]
    old = time.time() - storage.STALE_TEMP_SECONDS - 60
    for path in [*stale, fresh, *others]:
        path.write_bytes(b"half a save")
        if path is not fresh:
            os.utime(path, (old, old))
    infos, messages = storage.list_saves()
    assert [i.id for i in infos] == ["slot-1"] and messages == []
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.exists() for p in others)


def test_a_saved_at_beyond_year_9999_in_utc_is_damage(data):
    path = storage.saves_dir() / "slot-1.json"
    path.write_bytes(with_(saved_at="9999-12-31T23:59:59-14:00"))
    with pytest.raises(SaveError, match=r"^Save 'slot-1\.json' is damaged: Expected a date and "
                                        r"time within the years 1-9999 in UTC - at "
                                        r"`\$\.saved_at`\.$"):
        storage.read_save(path)
    path.write_bytes(with_(saved_at="9999-12-31T23:59:59Z"))
    assert storage.read_save(path)["saved_at"] == "9999-12-31T23:59:59Z"


# ---------------------------------------------------------------------------- delete


def test_delete_save_removes_save_and_backup_only(data, clock):
    storage.write_save(make_doc("slot-1"))
    storage.write_save(make_doc("slot-1"))
    storage.write_save(make_doc("slot-2"))
    assert listing(saves(data)) == ["slot-1.json", "slot-1.json.bak", "slot-2.json"]
    storage.delete_save("slot-1")
    assert listing(saves(data)) == ["slot-2.json"]
    storage.delete_save("slot-1")  # already gone: fine
    with pytest.raises(SaveError, match="not a save id"):
        storage.delete_save("../slot-2")
    assert listing(saves(data)) == ["slot-2.json"]


# ---------------------------------------------------------------------------- property


JSON_LEAF = (st.none() | st.booleans() | st.integers()
             | st.floats(allow_nan=False, allow_infinity=False) | st.text())
JSON_VALUES = st.recursive(
    JSON_LEAF,
    lambda children: (st.lists(children, max_size=4)
                      | st.dictionaries(st.text(), children, max_size=4)),
    max_leaves=20,
)
#: Text a save shows in the menus: no control characters, bounded.
SHOWN = st.characters(exclude_categories=("Cc", "Cs"))
SUMMARIES = st.fixed_dictionaries(
    {"progress": st.text(SHOWN, max_size=save_format.PROGRESS_LIMIT),
     "scores": st.lists(st.integers() | st.floats(allow_nan=False, allow_infinity=False),
                        max_size=6),
     "finished": st.booleans()},
).flatmap(lambda required: st.dictionaries(
    st.text().filter(lambda k: k not in required), JSON_VALUES, max_size=3,
).map(lambda extra: {**extra, **required}))


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(options=st.dictionaries(st.text(), JSON_VALUES, max_size=5), summary=SUMMARIES,
       seed=st.integers(),
       names=st.lists(st.text(SHOWN, max_size=storage.NAME_LIMIT).filter(shows), min_size=1,
                      max_size=5))
def test_any_json_payload_round_trips(data, options, summary, seed, names):
    doc = make_doc("prop", options=options, summary=summary, seed=seed,
                   seats=[{"name": n, "kind": "human", "agent": None} for n in names])
    storage.write_save(doc)
    got = storage.read_save("prop")
    for key in ("format", "version", "saved_at"):
        got.pop(key)
    assert got == doc
    [info] = storage.list_saves()[0]
    assert info.names == tuple(names)


# ---------------------------------------------------------------------------- older versions

@pytest.mark.parametrize("game", ["tarok", "tarocchi"])
def test_a_version_1_save_plays_on_exactly_as_it_was_saved(data, game):
    """A real save written by the last version-1 code (tests/data/v1-<game>.json, 40 moves in),
    whose deals were recorded first card dealt first, replays to the very same cards in the very
    same places (tests/data/v1-<game>.zones.json, taken from that code's replay)."""
    here = Path(__file__).resolve().parent / "data"
    folder = storage.saves_dir()
    original = (here / f"v1-{game}.json").read_bytes()
    doc = json.loads(original)
    assert doc["version"] == 1
    (folder / f"{doc['id']}.json").write_bytes(original)
    loaded = storage.read_save(doc["id"])
    assert loaded["version"] == storage.SCHEMA_VERSION
    assert loaded["shuffles"] == [" ".join(reversed(s.split())) for s in doc["shuffles"]]
    session = Session.from_save(loaded, autosave=False)
    assert len(session.state.history) == len(doc["actions"]) == 40
    zones = json.loads((here / f"v1-{game}.zones.json").read_text())
    assert {k: " ".join(map(str, v)) for k, v in session.state.zones().items()} == zones
    assert (folder / f"{doc['id']}.json").read_bytes() == original, "reading changes no file"
