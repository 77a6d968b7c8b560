class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        def nested(depth: int) -> int:
            # recursion through sorted(key=...) takes kilobytes of C stack a call: the stack runs out first
            return depth if depth >= 400_000 else sorted([depth + 1], key=nested)[0]

        nested(0)
        return 0
