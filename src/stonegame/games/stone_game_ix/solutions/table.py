# Bottom-up: win[c0][c1][c2][total] for every count of stones left, fewest first (a removal leads to a smaller count).
# O(C₀·C₁·C₂) time and memory: small n only (fast enough up to n = 60). / 自底向上：对剩余石子的每种计数，
# 从少到多求 win[c0][c1][c2][total]（移除一块得到更小的计数）。O(C₀·C₁·C₂) 时间和空间：只适合小 n（n <= 60 时够快）。
class Solution:
    def stoneGameIX(self, stones: list[int]) -> bool:
        n = len(stones)
        count = [0, 0, 0]
        for stone in stones:
            count[stone % 3] += 1
        C0, C1, C2 = count
        win = [[[[False] * 3 for _ in range(C2 + 1)] for _ in range(C1 + 1)] for _ in range(C0 + 1)]
        for c0 in range(C0 + 1):
            for c1 in range(C1 + 1):
                for c2 in range(C2 + 1):
                    for total in range(3):
                        if c0 + c1 + c2 == 0:
                            win[0][0][0][total] = n % 2 == 1  # nobody lost: Bob wins, and he moves after odd n
                            # 无人输：Bob 胜，n 为奇数时轮到他
                            continue
                        for r, (a, b, c) in ((0, (c0 - 1, c1, c2)), (1, (c0, c1 - 1, c2)), (2, (c0, c1, c2 - 1))):
                            if min(a, b, c) >= 0 and (total + r) % 3 != 0 and not win[a][b][c][(total + r) % 3]:
                                win[c0][c1][c2][total] = True
                                break
        return win[C0][C1][C2][0]
