// Bottom-up: lead[i], the mover's best (own - opponent's) from stone i on, is the best over taking
// 1, 2 or 3 stones of their sum minus lead[i + x]. O(n) time and memory; |lead| <= 5 * 10^7 fits in int.
class Solution {
    public String stoneGameIII(int[] stoneValue) {
        int n = stoneValue.length;
        int[] lead = new int[n + 1];
        for (int i = n - 1; i >= 0; --i) {
            int taken = 0;
            lead[i] = Integer.MIN_VALUE;
            for (int k = i; k < Math.min(i + 3, n); ++k) {
                taken += stoneValue[k];
                lead[i] = Math.max(lead[i], taken - lead[k + 1]);
            }
        }
        return lead[0] > 0 ? "Alice" : lead[0] < 0 ? "Bob" : "Tie";
    }
}
