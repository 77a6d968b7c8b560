# O(n) time and memory: merge every x <= y >= z (y inside the row) into one pile x - y + z,
# then take the larger end each turn. / 把每个 x <= y >= z（y 在行内）合并成一堆 x - y + z，然后每回合取较大的一端。
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        stack = []  # the row read so far, merged: it falls, then rises / 已读部分合并后：先降后升
        for z in piles:
            while len(stack) >= 2 and stack[-2] <= stack[-1] >= z:
                y = stack.pop()
                x = stack.pop()
                z = x - y + z  # whoever takes x gets z too, the other gets y / 取 x 的人也得到 z，对手得到 y
            stack.append(z)
        lo, hi, sign, dp = 0, len(stack) - 1, 1, 0
        while lo <= hi:  # no pile inside is a peak: the larger end is the best move / 较大的一端就是最优走法
            if stack[lo] >= stack[hi]:
                dp += sign * stack[lo]
                lo += 1
            else:
                dp += sign * stack[hi]
                hi -= 1
            sign = -sign
        return dp > 0  # dp: Alice's stones minus Bob's / Alice 的石子数减去 Bob 的
