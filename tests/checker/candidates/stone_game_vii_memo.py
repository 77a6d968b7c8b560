class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        total = [0]
        for stone in stones:
            total.append(total[-1] + stone)

        @cache
        def gap(lo: int, hi: int) -> int:
            """The mover's best score difference on stones[lo:hi]."""
            if hi - lo < 2:
                return 0
            drop_left = total[hi] - total[lo + 1] - gap(lo + 1, hi)
            drop_right = total[hi - 1] - total[lo] - gap(lo, hi - 1)
            return max(drop_left, drop_right)

        answer = gap(0, len(stones))
        gap.cache_clear()
        return answer
