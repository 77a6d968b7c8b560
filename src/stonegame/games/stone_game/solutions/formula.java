// Parity: with an even number of piles Alice can take all even-indexed or all odd-indexed piles;
// the total is odd, so one set is larger and she wins. O(1).
class Solution {
    public boolean stoneGame(int[] piles) {
        return true;
    }
}
