# Bottom-up: lead[i][j] = max(nums[i] - lead[i+1][j], nums[j] - lead[i][j-1]), from the last row up.
# Player 1 wins ties, so the answer is lead >= 0. O(n²) time and memory.
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        n = len(nums)
        lead = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = nums[i]
            for j in range(i + 1, n):
                lead[i][j] = max(nums[i] - lead[i + 1][j], nums[j] - lead[i][j - 1])
        return lead[0][n - 1] >= 0
