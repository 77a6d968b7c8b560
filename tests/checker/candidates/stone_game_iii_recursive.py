class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        sys.setrecursionlimit(10**6)
        n = len(stoneValue)

        @cache
        def best(i):
            if i >= n:
                return 0
            return max(sum(stoneValue[i:i + k]) - best(i + k) for k in (1, 2, 3))

        d = best(0)
        best.cache_clear()
        return "Alice" if d > 0 else "Bob" if d < 0 else "Tie"
