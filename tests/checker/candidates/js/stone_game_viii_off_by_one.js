// Off by one: lets Alice merge the first stone alone (i down to 0, not 1).
var stoneGameVIII = function(stones) {
    const n = stones.length, prefix = [];
    let sum = 0;
    for (const stone of stones) prefix.push(sum += stone);
    let best = prefix[n - 1];
    for (let i = n - 2; i >= 0; --i) best = Math.max(best, prefix[i] - best);
    return best;
};
