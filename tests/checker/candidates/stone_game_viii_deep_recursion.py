class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        sys.setrecursionlimit(10**9)  # more than the stack holds: the checker keeps it to what it does

        def endless(i: int) -> int:
            return endless(i + 1) + 1  # no base case

        return endless(0)
