import pytest


@pytest.fixture(autouse=True)
def cases_folder(tmp_path_factory, monkeypatch):
    """A failing instance too long for a command line is written to the cases folder (by default
    .stonegame_cache/cases in the current folder, here the repository): one of the session's."""
    monkeypatch.setenv("STONEGAME_CASES", str(tmp_path_factory.getbasetemp() / "cases"))
