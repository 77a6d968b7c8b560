class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @cache
        def diff(i, j):
            if i > j:
                return 0
            return max(nums[i] - diff(i + 1, j), nums[j] - diff(i, j - 1))

        return diff(0, len(nums) - 1) >= 0
