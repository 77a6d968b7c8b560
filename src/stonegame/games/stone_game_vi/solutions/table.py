# Bottom-up over the sets of stones left, smallest first (fast enough up to n = 10): O(2^n · n) time, O(2^n) memory.
# dp[left] = max over i in left of the mover's value of i minus dp[left without i]. / 自底向上，集合从小到大：
# dp[left] = max（轮到的一方对 i 的估值 - dp[left 去掉 i]），i 取遍 left。O(2^n · n) 时间，O(2^n) 空间：n <= 10 时够快。
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)
        dp = [0] * (1 << n)
        for left in range(1, 1 << n):  # a set minus one stone is a smaller number: already done
            # 集合去掉一块石子后是更小的数：已经算好
            values = aliceValues if (n - left.bit_count()) % 2 == 0 else bobValues
            dp[left] = max(values[i] - dp[left & ~(1 << i)] for i in range(n) if left >> i & 1)
        difference = dp[-1]  # Alice's points minus Bob's / Alice 的得分减去 Bob 的
        return (difference > 0) - (difference < 0)
