class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        n = len(stoneValue)
        after = [0] * (n + 1)  # after[i]: the sum of stoneValue[i:]
        for i in range(n - 1, -1, -1):
            after[i] = after[i + 1] + stoneValue[i]

        @lru_cache(maxsize=None)
        def most(i: int) -> int:
            """Points the mover collects from stoneValue[i:]: 5·10^4 levels of four calls each."""
            if i >= n:
                return 0
            return after[i] - min(most(i + k) for k in range(1, 4))

        alice = most(0)
        bob = after[0] - alice
        if alice == bob:
            return "Tie"
        return "Alice" if alice > bob else "Bob"
