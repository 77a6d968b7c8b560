/**
 * @param {number[]} stones
 * @return {number}
 */
var stoneGameVIII = function(stones) {
    const n = stones.length, prefix = [];
    let sum = 0;
    for (const stone of stones) prefix.push(sum += stone);
    let best = prefix[n - 1];  // f(i) = max(prefix[i] - f(i + 1), f(i + 1)), from the right
    for (let i = n - 2; i >= 1; --i) best = Math.max(best, prefix[i] - best);
    return best;
};
