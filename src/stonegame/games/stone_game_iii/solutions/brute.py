# Brute force: dp(i) = the mover's best (own - opponent's) from stone i on: take 1, 2 or 3 stones,
# then the opponent leads on the rest. Plain recursion, three calls a level: O(3^n) time.
# 暴力：dp(i) 为轮到的一方从第 i 块石子起的最大分差（自己 - 对手），取 1~3 块后对手领先。每层三次调用：O(3^n)。
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)

        def dp(i: int) -> int:
            if i == n:
                return 0
            return max(sum(stoneValue[i:k]) - dp(k) for k in range(i + 1, min(i + 3, n) + 1))

        alice = dp(0)
        return "Alice" if alice > 0 else "Bob" if alice < 0 else "Tie"
