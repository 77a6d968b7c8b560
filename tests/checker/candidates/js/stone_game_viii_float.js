// The wrong type: an average, not an integer.
var stoneGameVIII = function(stones) {
    return stones.reduce((a, b) => a + b, 0) / 2 + 0.5;
};
