# Counting residues: Alice starts with a 1 or a 2, then the nonzero residues must go 1,1,2,1,2,… (or 2,2,1,2,1,…);
# each 0 only passes the turn. With an even count of 0s, Alice wins iff both 1s and 2s exist; with an odd count,
# she wins iff they differ by more than 2. O(n). / 0 偶数个：Alice 胜需 1、2 都有；奇数个：需个数差 > 2。
class Solution:
    def stoneGameIX(self, stones: list[int]) -> bool:
        count = [0, 0, 0]
        for stone in stones:
            count[stone % 3] += 1
        if count[0] % 2 == 0:
            return count[1] >= 1 and count[2] >= 1
        return abs(count[1] - count[2]) > 2
