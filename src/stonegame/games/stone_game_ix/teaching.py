"""Stone Game IX's lesson: its statement, terms, the search over residue counts, the counting
argument that decides it in O(n), and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from functools import cache

from stonegame.catalogs import Msg
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching


def cell(position: tuple[int, int, int, int, object]) -> str:
    """The value of the state (c0, c1, c2, s) as the recurrence writes it: ``win(c0, c1, c2, s)``.
    The player to move is left out: the counts say how many stones are gone, and so who moves.

    >>> cell((1, 2, 2, 0, "Alice"))
    '\\\\mathrm{win}(1, 2, 2, 0)'
    """
    c0, c1, c2, s, _ = position
    return rf"\mathrm{{win}}({c0}, {c1}, {c2}, {s})"


SPLIT = 20
"""The n whose splits c₀ + c₁ + c₂ the lesson compares: small enough to count every split at once."""


def calls(c0: int, c1: int, c2: int) -> int:
    """The calls brute.py makes on stones whose counts by residue are c0, c1, c2: it tries 0, 1, 2 in turn,
    skips the removal that makes the sum a multiple of 3, and returns at the first that leaves a lost state.

    >>> calls(0, 1, 1), calls(5, 0, 0), calls(1, 2, 2)
    (2, 1, 9)
    """
    n = c0 + c1 + c2

    @cache
    def walk(c: tuple[int, int, int], total: int) -> tuple[bool, int]:  # (the mover wins, the calls made)
        if sum(c) == 0:
            return n % 2 == 1, 1
        made = 1
        for r in range(3):
            after = tuple(count - (k == r) for k, count in enumerate(c))
            if c[r] == 0 or (total + r) % 3 == 0:
                continue
            won, below = walk(after, (total + r) % 3)
            made += below
            if not won:
                return True, made
        return False, made

    return walk((c0, c1, c2), 0)[1]


TABLE_SIZES = (8, 16, 32, 64)
"""The n of the random rows on which table.py's cells are counted: the growth section's largest table runs."""


def table_cells(stones: list[int]) -> tuple[Msg, ...]:
    """table.py's cells on the random rows the growth section measured it on (values 1 to 4, its seed 0, its
    ladder 2, 4, 8, …: the same rows), at ``TABLE_SIZES``, and their growth from one size to the next as a power
    of n."""
    import math
    import random

    rng, said, before = random.Random(0), [], None
    for n in (2, 4, *TABLE_SIZES):  # the growth section's ladder, drawn from its seed: the rows it measured
        row = [rng.randint(1, 4) for _ in range(n)]
        if n not in TABLE_SIZES:
            continue
        c0, c1, c2 = (sum(1 for stone in row if stone % 3 == r) for r in range(3))
        cells = 3 * (c0 + 1) * (c1 + 1) * (c2 + 1)
        if before is None:
            said.append(Msg("n = {n}: C₀, C₁, C₂ = {c0}, {c1}, {c2}, and 3(C₀ + 1)(C₁ + 1)(C₂ + 1) = {cells:,} "
                            "cells", n=n, c0=c0, c1=c1, c2=c2, cells=cells))
        else:
            said.append(Msg("n = {n}: C₀, C₁, C₂ = {c0}, {c1}, {c2}, and {cells:,} cells, grown as n^{power} from "
                            "n = {m}", n=n, c0=c0, c1=c1, c2=c2, cells=cells,
                            power=f"{math.log(cells / before[1]) / math.log(n / before[0]):.2f}", m=before[0]))
        before = (n, cells)
    return tuple(said)


def calls_on_example(stones: list[int]) -> tuple[Msg, ...]:
    """The calls on the example, and the fewest and most over every split of SPLIT stones by residue."""
    count = [sum(1 for stone in stones if stone % 3 == r) for r in range(3)]
    splits = sorted((calls(c0, c1, SPLIT - c0 - c1), (c0, c1, SPLIT - c0 - c1))
                    for c0 in range(SPLIT + 1) for c1 in range(SPLIT + 1 - c0))
    (fewest, low), (most, high) = splits[0], splits[-1]
    return (Msg("On the example, n = {n}: c = ({c0}, {c1}, {c2}) and C(c, 0) = {calls}, the calls brute.py makes on it "
                "above.",
                n=len(stones), c0=count[0], c1=count[1], c2=count[2], calls=calls(*count)),
            Msg("Over every split of n = {n} stones into c₀ + c₁ + c₂, brute.py makes from {fewest:,} call, with c "
                "= {low}, to {most:,}, with c = {high}: rows of one n differ that much, all far below 2^{n} = "
                "{power:,}.", n=SPLIT, fewest=fewest,
                low=", ".join(map(str, low)).join("()"), most=most, high=", ".join(map(str, high)).join("()"),
                power=2 ** SPLIT))


TEACHING = Teaching(
    statement=Msg(
        "n stones lie in a row; stones[i] is the value of the i-th stone, a positive integer. Alice and Bob take "
        "turns, Alice first; each turn the player to move removes any one stone. A player who removes a stone so "
        "that the sum of all the stones removed so far becomes divisible by 3 loses. If every stone is removed "
        "and nobody has lost that way, Bob wins, even when the last stone was his. Both play optimally. Return "
        "true if Alice wins, false if Bob does."
    ),
    terms=(
        (r"c_0, c_1, c_2", Msg("how many stones are left whose value is ≡ 0, 1 and 2 (mod 3)")),
        (r"s", Msg("the sum of the stones removed so far, mod 3 (0 at the start)")),
        (r"e_r", Msg("one stone of residue r: c − eᵣ is c with one fewer stone ≡ r")),
        (r"\mathrm{win}(c_0, c_1, c_2, s)", Msg("+1 if the player to move wins from there, −1 if they lose")),
    ),
    state=Msg(
        "Only a stone's value mod 3 matters, and which stone of a residue is removed does not: so a state is "
        "how many stones of each residue are left, c = (c₀, c₁, c₂), and the removed sum mod 3, s. Who is to "
        "move follows from the counts (Alice when an even number of stones is gone). The player to move "
        "chooses a residue r with cᵣ > 0 and removes such a stone: s becomes (s + r) mod 3. If that is 0, they "
        "have just lost; otherwise the opponent moves from (c − eᵣ, s + r). At most three moves a state, and "
        "at most (C₀ + 1)(C₁ + 1)(C₂ + 1) · 3 states, where C₀, C₁, C₂ are the counts at the start."
    ),
    value=Msg(
        "The game has no score, only a winner, so the value of a state is +1 if the player to move can force a "
        "win from it and −1 if not. Written that way, \"I win if some move leaves the opponent lost\" becomes "
        "the same max as in the scoring games: the best over the moves of minus the opponent's value. The "
        "answer is true when the value of the start, win(C₀, C₁, C₂, 0), is +1."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{win}(c_0, c_1, c_2, 0) = +1",
                Msg("s = 0 after a removal, anywhere but the start: that removal made the sum divisible by 3, so "
                    "the one who made it lost and the player now to move has won")),
        Formula(r"\mathrm{win}(0, 0, 0, s) = +1 \ (\mathrm{Bob}), \quad -1 \ (\mathrm{Alice}) \quad (s \ne 0)",
                Msg("no stone left and nobody lost: Bob wins, whoever is to move, so the value is +1 when Bob "
                    "is to move and −1 when Alice is")),
    ),
    transition=(
        Formula(r"\mathrm{win}(c, s) = \max_{r} \bigl(-\mathrm{win}(c - e_r,\ (s + r) \bmod 3)\bigr) "
                r"\quad (c_r > 0)",
                Msg("the player to move wins if some removal leaves the opponent in a lost state: the opponent's "
                    "−1 is your +1")),
    ),
    order=Msg(
        "Every move removes a stone, so win at some counts needs only states with one stone fewer. The table is "
        "filled from no stone left up: the listings loop over c₀, c₁ and c₂ in increasing order (a move lowers "
        "one count, which that loop has already done) and over the three values of s. The table has "
        "(C₀ + 1)(C₁ + 1)(C₂ + 1) · 3 cells: fine for a few dozen stones, far too many for n = 10^5."
    )),
    fast=Msg(
        "Three observations decide the game by counting. First, a stone ≡ 0 leaves s as it was, so after the "
        "first move playing one only passes the turn; two of them cancel, so only the parity of c₀ matters (at "
        "the start a 0 would lose at once: the sum would be 0). Second, without zeros the play is forced after "
        "the first stone r: at s = r the only safe stone is another r (3 − r would make 0), which makes s = 2r ≡ "
        "3 − r, where the only safe stone is 3 − r, which makes s = r again. So the residues run r, r, 3 − r, r, "
        "3 − r, …: Bob needs an r every turn, Alice needs a 3 − r every turn after her first. Third, whoever is "
        "stuck without the residue they need, while stones remain, must make the sum divisible by 3 and loses. "
        "With c₀ even: Alice opens with the rarer of 1 and 2; Bob, who keeps needing that same residue, runs out "
        "first, while her residue is still there, so Alice wins iff c₁ ≥ 1 and c₂ ≥ 1 (with one residue only, "
        "the third stone closes a multiple of 3 or the stones run out, Bob's win either way). With c₀ odd, the "
        "player who would be stuck plays the spare zero and the roles turn: Alice now needs the r's and Bob the "
        "3 − r's, and Bob is stuck while stones remain only if Alice's residue outnumbers the other by more than "
        "2. So Alice wins iff |c₁ − c₂| > 2. Counting residues is O(n) time and O(1) memory."
    ),
    forms=(
        Form(
            Msg("Why brute force's count does not follow n"),
            Msg("brute.py sees the stones only through c₀, c₁ and c₂, and tries removing a stone ≡ 0, then 1, "
                "then 2, returning at the first removal that leaves the opponent lost. One of the three always "
                "makes the sum a multiple of 3 and is skipped, so a call makes at most two calls, one stone fewer "
                "each: at most 2^(n+1) − 1 calls, below the label's 3^n. How many it makes is fixed by the three "
                "counts, not by n: a won state stops at its first winning removal, a lost one tries each allowed "
                "removal, and n stones all ≡ 0 cost a single call, since the first removal loses. Random rows of "
                "growing n draw different counts, so the work counted above rises and falls with n."),
            (Formula(r"C(c, s) = 1 + \sum_{r \in T} C(c - e_r, s + r)",
                     Msg("T: the residues r tried, in the order 0, 1, 2, with cᵣ > 0 and s + r ≢ 0 (mod 3), up to "
                         "the first that leaves a lost state")),),
            calls_on_example,
            section="growth",
        ),
        Form(
            Msg("Why the table's count fits below n³"),
            Msg("table.py fills win[c₀][c₁][c₂][s] for every count up to C₀, C₁, C₂ and the three sums: "
                "3(C₀ + 1)(C₁ + 1)(C₂ + 1) cells, each a few lines, the label's C₀·C₁·C₂. Counted against n, as the "
                "growth section counts, that is a cube: the three counts add up to n, and on random rows each is a "
                "share of it. But each count carries its + 1, which weighs where the counts are a handful, and "
                "how n splits into the three counts varies from row to row: across the n measured the cells grow "
                "slower than n³, and the power fitted through them is below 3. memo.py computes only the states the "
                "question reaches, returning at the first winning removal, far fewer, so its fit is lower still. "
                "The rows the growth section measured table.py on, at the n its fit goes through:"),
            (Formula(r"W \approx 3 (C_0 + 1)(C_1 + 1)(C_2 + 1) \cdot \ell", Msg("ℓ: the lines a cell of table.py "
                                                                                   "runs, a few")),),
            table_cells,
            section="growth",
        ),
    ),
    mistakes=(
        Mistake("all_removed", Msg("The end of the stones read as \"the player to move loses\", as in games "
                                   "where who cannot move loses. Here the rule is different: when every stone is "
                                   "gone and nobody has lost, Bob wins, even when he made the last removal, so "
                                   "with n odd the player to move at the end, Bob, wins.")),
        Mistake("zeros_ignored", Msg("Stones ≡ 0 dropped because they do not change the sum mod 3. They do "
                                     "change whose turn it is: the rule \"both 1s and 2s present\" holds only with "
                                     "an even count of them, and an odd count turns it into |c₁ − c₂| > 2.")),
    ),
)
"""Stone Game IX's lesson content."""
