class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        prefix = list(accumulate(stones))
        last = len(stones) - 1

        @cache
        def best(i: int) -> int:
            """The mover's best difference when the next merge may end at any index >= i: 10^5 calls deep."""
            if i == last:
                return prefix[last]
            return max(best(i + 1), prefix[i] - best(i + 1))

        return best(1)
