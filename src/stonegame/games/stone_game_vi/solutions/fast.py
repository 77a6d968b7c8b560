# O(n): a + b is at most 200, so counting the stones of each worth replaces the sort; walking the worths from 200 down,
# Alice gets the even ranks of each group. / O(n)：a + b 不超过 200，按价值计数代替排序；
# 从 200 往下走，每组中排名为偶数的石子归 Alice。
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        count = [0] * 201  # count[c]: the stones worth c = a + b / 价值 a + b 为 c 的石子个数
        for i in range(len(aliceValues)):
            count[aliceValues[i] + bobValues[i]] += 1
        rank = mine = 0  # ranks given so far; Alice's a + b so far / 已排的名次；Alice 的 a + b 之和
        for c in range(200, 1, -1):
            mine += c * ((count[c] + 1 - rank % 2) // 2)  # the even ranks of this group / 这一组中的偶数名次
            rank += count[c]
        lead = mine - sum(bobValues)  # Alice − Bob / Alice 减 Bob
        return (lead > 0) - (lead < 0)
