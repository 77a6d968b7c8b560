# Greedy: taking stone i gains the mover a[i] and denies the opponent b[i]: it is worth a[i] + b[i] to either player;
# both take the stones in decreasing a + b. O(n log n). / 贪心：取走石子 i，自己得 a[i]，
# 同时让对手失去 b[i]，所以它对双方都值 a[i] + b[i]；双方都按 a + b 从大到小取。O(n log n)。
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        order = sorted(range(len(aliceValues)), key=lambda i: aliceValues[i] + bobValues[i], reverse=True)
        alice = sum(aliceValues[i] for i in order[0::2])
        bob = sum(bobValues[i] for i in order[1::2])
        return (alice > bob) - (alice < bob)
