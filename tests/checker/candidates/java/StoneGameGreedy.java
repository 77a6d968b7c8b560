// Greedy instead of DP: each player takes the larger end.
class Solution {
    public boolean stoneGame(int[] piles) {
        int i = 0, j = piles.length - 1, alice = 0, bob = 0;
        boolean aliceMoves = true;
        while (i <= j) {
            int take = piles[i] >= piles[j] ? piles[i++] : piles[j--];
            if (aliceMoves) alice += take; else bob += take;
            aliceMoves = !aliceMoves;
        }
        return alice > bob;
    }
}
