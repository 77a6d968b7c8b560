// Greedy instead of DP: each player takes the larger end.
var stoneGame = function(piles) {
    let i = 0, j = piles.length - 1, alice = 0, bob = 0, aliceMoves = true;
    while (i <= j) {
        const take = piles[i] >= piles[j] ? piles[i++] : piles[j--];
        if (aliceMoves) alice += take; else bob += take;
        aliceMoves = !aliceMoves;
    }
    return alice > bob;
};
