# O(n): scoring what remains is scoring the total minus what you remove, so the game is "take either end" on -stones:
# answer = (sum + dp(-stones)) / 2. dp() merges every peak x <= y >= z into x - y + z with a stack,
# and the larger end of the valley left is then optimal. / 得分 = 总和 - 移除的，化为 -stones 取端：合并峰取大端。
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        row = []
        for stone in stones:
            z = -stone
            while len(row) >= 2 and row[-2] <= row[-1] >= z:
                y, x = row.pop(), row.pop()
                z = x - y + z
            row.append(z)
        i, j, dp, sign = 0, len(row) - 1, 0, 1
        while i <= j:
            if row[i] >= row[j]:
                dp, i = dp + sign * row[i], i + 1
            else:
                dp, j = dp + sign * row[j], j - 1
            sign = -sign
        return (sum(stones) + dp) // 2
