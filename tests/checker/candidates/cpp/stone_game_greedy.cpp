// Greedy instead of DP: each player takes the larger end.
class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        int i = 0, j = piles.size() - 1, alice = 0, bob = 0;
        bool aliceMoves = true;
        while (i <= j) {
            int take = piles[i] >= piles[j] ? piles[i++] : piles[j--];
            (aliceMoves ? alice : bob) += take;
            aliceMoves = !aliceMoves;
        }
        return alice > bob;
    }
};
