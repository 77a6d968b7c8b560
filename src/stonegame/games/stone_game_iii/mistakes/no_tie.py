# Wrong: no tie case: a lead of 0 is reported as "Bob" instead of "Tie".
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        lead = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            lead[i] = max(sum(stoneValue[i:k]) - lead[k] for k in range(i + 1, min(i + 3, n) + 1))
        return "Alice" if lead[0] > 0 else "Bob"
