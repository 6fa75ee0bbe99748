"""The import proves a pool loads back without loading it whole (cardpool/importer/proof.py): a rendered pool
whose every record validated back is proven by its bytes; anything else is still loaded back whole."""

from __future__ import annotations

from pathlib import Path

import pytest

import cardpool.importer.writer as writer
from cardpool.importer import PoolDocument, WriteError, render_pool, write_pool_dir
from cardpool.importer.proof import ProvenText
from deckcheck.games import card_model
from deckcheck.games.buddyfight.cards import Card
from deckcheck.run.pools import load_pool_file

from helpers import import_source

QUIRKS = Path(__file__).parent / "import_fixtures" / "quirks.csv"


def _render(cards: list[Card]) -> str:
    return render_pool(cards, game="buddyfight", name="test", source="test")


def _count_load_backs(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    calls: list[Path] = []
    real = writer.load_pool

    def counting(path, models):  # type: ignore[no-untyped-def]
        calls.append(Path(path))
        return real(path, models)

    monkeypatch.setattr(writer, "load_pool", counting)
    return calls


def test_a_rendered_pool_is_proven_and_written_without_a_load_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = import_source(QUIRKS)
    assert isinstance(result.pool_text, ProvenText) and result.pool_text.cards == len(result.cards)
    calls = _count_load_backs(monkeypatch)
    written = write_pool_dir(tmp_path / "pool", result.pool_text, card_model)
    assert calls == []
    assert written.read_text(encoding="utf-8") == result.pool_text
    assert sorted(load_pool_file(tmp_path / "pool").cards, key=repr) == sorted(result.cards, key=repr)


def test_a_record_that_does_not_validate_back_is_loaded_back_and_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = list(import_source(QUIRKS).cards)
    bad = Card.model_construct(**{**dict(good[0]), "worlds": ("",)})  # built without validation
    text = _render([*good[:2], bad])
    assert not isinstance(text, ProvenText)
    calls = _count_load_backs(monkeypatch)
    with pytest.raises(WriteError, match=r"pool\.json: the imported pool does not load back \(cards\.2\.worlds"):
        write_pool_dir(tmp_path / "pool", text, card_model)
    assert len(calls) == 1 and not (tmp_path / "pool").exists()


def test_a_plain_text_is_loaded_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _render(list(import_source(QUIRKS).cards))
    calls = _count_load_backs(monkeypatch)
    write_pool_dir(tmp_path / "pool", str(text), card_model)  # a copy is a plain str: no proof
    assert len(calls) == 1


def test_a_pool_the_loader_would_read_with_another_model_is_loaded_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _render(list(import_source(QUIRKS).cards))
    calls = _count_load_backs(monkeypatch)
    with pytest.raises(WriteError, match="which deckcheck does not know"):
        write_pool_dir(tmp_path / "pool", text, lambda game: None)
    assert len(calls) == 1


class OtherCard(Card):
    """A second card model."""


def test_a_pool_of_two_card_models_is_not_proven() -> None:
    cards = list(import_source(QUIRKS).cards)
    assert isinstance(_render(cards), ProvenText)
    assert not isinstance(_render([cards[0], OtherCard.model_validate(cards[1].model_dump())]), ProvenText)


def test_the_bytes_on_disk_must_be_the_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _render(list(import_source(QUIRKS).cards))
    real = writer.write_new
    monkeypatch.setattr(writer, "write_new", lambda path, data: real(path, data[: len(data) // 2]))  # torn
    calls = _count_load_backs(monkeypatch)
    with pytest.raises(WriteError, match="does not load back"):
        write_pool_dir(tmp_path / "pool", text, card_model)
    assert len(calls) == 1


def test_a_pool_over_a_loader_limit_is_loaded_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cardpool.importer.proof as proof

    text = _render(list(import_source(QUIRKS).cards))
    monkeypatch.setattr(proof, "MAX_POOL_CARDS", 1)
    calls = _count_load_backs(monkeypatch)
    write_pool_dir(tmp_path / "pool", text, card_model)  # the loader's own limit is unchanged: it loads
    assert len(calls) == 1


def _document(cards: list[Card]) -> PoolDocument:
    return PoolDocument(tuple(cards), "buddyfight", "test", "test")


def test_a_document_is_written_as_its_text_is_made_and_proven_without_a_load_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = import_source(QUIRKS)
    calls = _count_load_backs(monkeypatch)
    written = write_pool_dir(tmp_path / "pool", result.document, card_model)
    assert calls == []
    assert written.read_text(encoding="utf-8") == result.pool_text == result.document.text
    assert sorted(load_pool_file(tmp_path / "pool").cards, key=repr) == sorted(result.cards, key=repr)


def test_a_document_with_a_record_that_does_not_validate_back_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = list(import_source(QUIRKS).cards)
    bad = Card.model_construct(**{**dict(good[0]), "worlds": ("",)})
    calls = _count_load_backs(monkeypatch)
    with pytest.raises(WriteError, match=r"does not load back \(cards\.1\.worlds"):
        write_pool_dir(tmp_path / "pool", _document([good[1], bad, good[2]]), card_model)
    assert len(calls) == 1 and not (tmp_path / "pool").exists()


def test_a_torn_document_write_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    document = import_source(QUIRKS).document
    real = writer.write_new

    def torn(path, data):  # type: ignore[no-untyped-def]
        pieces = list(data)
        real(path, pieces[: len(pieces) // 2])

    monkeypatch.setattr(writer, "write_new", torn)
    calls = _count_load_backs(monkeypatch)
    with pytest.raises(WriteError, match="does not load back"):
        write_pool_dir(tmp_path / "pool", document, card_model)
    assert len(calls) == 1


def test_a_document_of_two_card_models_is_loaded_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cards = list(import_source(QUIRKS).cards)
    calls = _count_load_backs(monkeypatch)
    write_pool_dir(
        tmp_path / "pool", _document([cards[0], OtherCard.model_validate(cards[1].model_dump())]), card_model
    )
    assert len(calls) == 1
