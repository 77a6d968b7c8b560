# O(n): three neighbours x <= y >= z play as one number x - y + z (whoever takes x, the other answers with y,
# and the first takes z), so a stack merges every such peak. The row left falls, then rises;
# on it, greedily taking the larger end gives the dp. / 用栈把每个峰 x <= y >= z 合并成 x - y + z，再贪心取较大的一端。
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        row = []
        for z in nums:
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
        return dp >= 0
