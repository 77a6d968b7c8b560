// Bottom-up over the sets of stones left (bitmasks), smallest first: lead[left] = max over i in left of
// the mover's value of i minus lead[left without i]. O(2^n · n): small n only (check with --max-n 12).
class Solution {
    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        int n = aliceValues.length;
        int[] lead = new int[1 << n];
        for (int left = 1; left < (1 << n); ++left) {
            int[] values = (n - Integer.bitCount(left)) % 2 == 0 ? aliceValues : bobValues;
            lead[left] = Integer.MIN_VALUE;
            for (int i = 0; i < n; ++i)
                if ((left >> i & 1) == 1) lead[left] = Math.max(lead[left], values[i] - lead[left & ~(1 << i)]);
        }
        return Integer.signum(lead[(1 << n) - 1]);  // the sign of Alice's points minus Bob's
    }
}
