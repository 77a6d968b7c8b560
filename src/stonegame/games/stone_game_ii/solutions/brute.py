# Brute force: most(i, M) = the most stones the mover gets from piles[i:]: take X piles (1 <= X <= 2M),
# and get everything left (suffix[i]) minus what the opponent then gets. Exponential time.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]

        def most(i: int, m: int) -> int:
            if i + 2 * m >= n:  # everything left can be taken at once
                return suffix[i]
            return max(suffix[i] - most(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return most(0, 1)
