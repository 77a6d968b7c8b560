// Greedy: taking stone i gains the mover a[i] and denies the opponent b[i]: it is worth a[i] + b[i] to either player;
// both take the stones in decreasing a + b. O(n log n). / 贪心：取走石子 i，自己得 a[i]，
// 同时让对手失去 b[i]，所以它对双方都值 a[i] + b[i]；双方都按 a + b 从大到小取。O(n log n)。
class Solution {
    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        int n = aliceValues.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; ++i) order[i] = i;
        Arrays.sort(order, (i, j) -> (aliceValues[j] + bobValues[j]) - (aliceValues[i] + bobValues[i]));
        int alice = 0, bob = 0;
        for (int turn = 0; turn < n; ++turn)
            if (turn % 2 == 0) alice += aliceValues[order[turn]];
            else bob += bobValues[order[turn]];
        return Integer.compare(alice, bob);
    }
}
