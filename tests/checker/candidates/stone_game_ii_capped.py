class Solution:
    def stoneGameII(self, piles: List[int]) -> int:
        # Wrong: never takes more than 12 piles in one turn, though 2M may allow more (from 28 piles on).
        n = len(piles)
        rest = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            rest[i] = rest[i + 1] + piles[i]

        @cache
        def most(i: int, m: int) -> int:
            if i >= n:
                return 0
            return max(rest[i] - most(i + x, max(m, x)) for x in range(1, min(2 * m, 12) + 1))

        return most(0, 1)
