class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        @cache
        def lead(first: int, last: int) -> int:
            """The mover's best (own − opponent's) on piles[first..last]: up to 500 calls deep."""
            if first > last:
                return 0
            take_first = piles[first] - lead(first + 1, last)
            take_last = piles[last] - lead(first, last - 1)
            return take_first if take_first > take_last else take_last

        return lead(0, len(piles) - 1) > 0
