"""A wrong answer that is a known mistake is named (#22): the candidate's answers on the small
cases are compared with each mistake of the game's lesson, and one that agrees on all of them
is said in the report and its JSON, with the lesson to read. Candidates are written here; the
mistakes they are compared with are the lessons' own files."""

import json

from stonegame import check_solution

GREEDY = """
class Solution:
    def stoneGame(self, piles):
        left, right, mine, theirs, turn = 0, len(piles) - 1, 0, 0, 0
        while left <= right:
            if piles[left] >= piles[right]:
                take, left = piles[left], left + 1
            else:
                take, right = piles[right], right - 1
            if turn == 0:
                mine += take
            else:
                theirs += take
            turn ^= 1
        return mine > theirs
"""

OTHER = """
class Solution:
    def stoneGame(self, piles):
        return len(piles) % 4 != 0 or piles[0] > 1
"""


def test_a_greedy_candidate_is_told_it_plays_the_lessons_greedy(tmp_path, cli):
    path = tmp_path / "greedy.py"
    path.write_text(GREEDY)
    report = check_solution("stone-game", path, speed=False, cases=60)
    assert report.verdict == "wrong-answer"
    assert report.mistake is not None and report.mistake["name"] == "greedy" and report.mistake["cases"] > 10
    code, out, _ = cli("check", "stone-game", path, "--no-speed", "--cases", "60", "--json")
    said = json.loads(out)["mistake"]
    assert code == 1 and said["name"] == "greedy" and said["lesson"] == "stonegame lesson stone-game"
    code, out, _ = cli("check", "stone-game", path, "--no-speed", "--cases", "60", "--lang", "zh")
    assert "已知错误 greedy" in out


def test_a_wrong_answer_no_mistake_explains_names_none(tmp_path):
    path = tmp_path / "other.py"
    path.write_text(OTHER)
    report = check_solution("stone-game", path, speed=False, cases=60)
    assert report.verdict == "wrong-answer" and report.mistake is None
    assert report.to_json()["mistake"] is None
